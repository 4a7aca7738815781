import type { DestinationAdminDto } from '@app/shared/destinations/schemas';
import { pickLocalized } from '@app/shared/i18n/localized';
import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminListStates } from '../../../components/admin/admin-list-states';
import { AdminSearchInput } from '../../../components/admin/admin-search-input';
import { EditDeleteButtons } from '../../../components/admin/edit-delete-buttons';
import { NamedDeleteDialog } from '../../../components/admin/named-delete-dialog';
import { Thumbnail } from '../../../components/admin/thumbnail';
import { AdminPageHeader } from '../../../components/admin-page-header';
import { EmptyState } from '../../../components/states/empty-state';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { DestinationEditorModal } from './destination-editor-modal';
import { useAdminDestinations, useDeleteDestination } from './destinations-api';

/** `/admin/destinations`: the places hotels and packages belong to; featured ones lead the home page. */
export function AdminDestinationsView() {
  const { t } = useTranslation('adminDestinations');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useAdminDestinations(q);
  const [editing, setEditing] = useState<DestinationAdminDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DestinationAdminDto | null>(null);
  const remove = useDeleteDestination();
  const lang = currentLanguage();

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AdminPageHeader
          title={t('title')}
          lead={t('lead')}
          action={
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          }
        />
        <AdminSearchInput label={t('search')} value={search} onChange={setSearch} />
        <AdminListStates
          list={list}
          loadFailed={{ title: t('loadFailed') }}
          empty={
            <EmptyState
              icon={<IconMapPin aria-hidden="true" />}
              title={q ? t('noMatch') : t('empty')}
              description={q ? t('noMatchHint') : t('emptyHint')}
            />
          }
        >
          {(answer) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={list.isFetching}>
              {answer.data.map((d) => {
                const name = pickLocalized(d.name, lang).text;
                return (
                  <Paper key={d._id} withBorder radius="md" p="md" component="article" aria-label={name}>
                    <Group wrap="nowrap" align="flex-start" gap="md">
                      <Thumbnail src={d.image} size={72} />
                      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                        <Group gap="xs" wrap="wrap">
                          <Text fw={700} component="h2" size="md" m={0}>
                            {name}
                          </Text>
                          {d.featured ? (
                            <Badge color="uzungol" variant="light" size="sm">
                              {t('featured')}
                            </Badge>
                          ) : null}
                        </Group>
                        <Text size="sm" c="dimmed" truncate>
                          <bdi dir="ltr">/{d.slug}</bdi>
                        </Text>
                        <Text size="sm">
                          {t('usage', {
                            hotels: formatNumber(d.properties, lang),
                            packages: formatNumber(d.packages, lang),
                          })}
                        </Text>
                      </Stack>
                    </Group>
                    <Group justify="flex-end" gap="xs" mt="sm">
                      <EditDeleteButtons
                        editLabel={t('edit')}
                        deleteLabel={t('delete')}
                        editName={t('editNamed', { name })}
                        deleteName={t('deleteNamed', { name })}
                        edit={{ onClick: () => setEditing(d) }}
                        onDelete={() => setDeleting(d)}
                      />
                    </Group>
                  </Paper>
                );
              })}
            </SimpleGrid>
          )}
        </AdminListStates>
      </Stack>
      <DestinationEditorModal editing={editing} onClose={() => setEditing(null)} />
      <NamedDeleteDialog
        ns="adminDestinations"
        cancelKey="adminDestinations:editor.cancel"
        item={deleting}
        mutation={remove}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
