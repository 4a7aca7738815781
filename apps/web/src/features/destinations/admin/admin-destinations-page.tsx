import type { DestinationAdminDto } from '@app/shared/destinations/schemas';
import { pickLocalized } from '@app/shared/i18n/localized';
import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconMapPin, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Thumbnail } from '../../../components/admin/thumbnail';
import { useErrorMessage } from '../../../components/admin/use-field-message';
import { AdminPageHeader } from '../../../components/admin-page-header';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
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
        <TextInput
          type="search"
          label={t('search')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={420}
        />
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState title={t('loadFailed')} onRetry={() => void list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <EmptyState
            icon={<IconMapPin aria-hidden="true" />}
            title={q ? t('noMatch') : t('empty')}
            description={q ? t('noMatchHint') : t('emptyHint')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={list.isFetching}>
            {list.data.data.map((d) => {
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
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconEdit size={16} aria-hidden="true" />}
                      onClick={() => setEditing(d)}
                      aria-label={t('editNamed', { name })}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconTrash size={16} aria-hidden="true" />}
                      onClick={() => setDeleting(d)}
                      aria-label={t('deleteNamed', { name })}
                    >
                      {t('delete')}
                    </Button>
                  </Group>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
      <DestinationEditorModal editing={editing} onClose={() => setEditing(null)} />
      <DeleteDestinationDialog destination={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}

function DeleteDestinationDialog({
  destination,
  onClose,
}: {
  destination: DestinationAdminDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminDestinations');
  const errorMessage = useErrorMessage();
  const remove = useDeleteDestination();
  const name = destination ? pickLocalized(destination.name, currentLanguage()).text : '';
  return (
    <ConfirmDeleteDialog
      opened={destination !== null}
      onClose={onClose}
      title={t('deleteTitle')}
      body={t('deleteBody', { name })}
      confirmLabel={t('delete')}
      cancelLabel={t('editor.cancel')}
      mutation={remove}
      id={destination?._id ?? null}
      errorText={(error) => errorMessage(error, t('deleteFailed'))}
      onDeleted={() => notify({ color: 'uzungol', message: t('deleted', { name }) })}
    />
  );
}
