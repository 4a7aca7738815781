import { pickLocalized } from '@app/shared/i18n/localized';
import type { PackageAdminDto } from '@app/shared/packages/schemas';
import { Badge, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapRoute, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminListStates } from '../../../components/admin/admin-list-states';
import { AdminSearchInput } from '../../../components/admin/admin-search-input';
import { EditDeleteButtons } from '../../../components/admin/edit-delete-buttons';
import { NamedDeleteDialog } from '../../../components/admin/named-delete-dialog';
import { Thumbnail } from '../../../components/admin/thumbnail';
import { AdminPageHeader } from '../../../components/admin-page-header';
import { usePublicSettings } from '../../../components/layout/use-public-settings';
import { EmptyState } from '../../../components/states/empty-state';
import { LabelledPagination } from '../../../components/states/labelled-pagination';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminPackages, useDeletePackage } from './admin-packages-api';

/** `/admin/packages`: every package with its status, price and next departure. */
export function AdminPackagesView() {
  const { t } = useTranslation('adminPackages');
  const lang = currentLanguage();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useAdminPackages(q, page);
  const [deleting, setDeleting] = useState<PackageAdminDto | null>(null);
  const remove = useDeletePackage();
  const today = new Date().toISOString().slice(0, 10);
  const currency = usePublicSettings().data?.currency ?? 'TRY';

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AdminPageHeader
          title={t('title')}
          lead={t('lead')}
          action={
            <Button
              component={Link}
              to="/admin/packages/new"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              {t('add')}
            </Button>
          }
        />
        <AdminSearchInput
          label={t('search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <AdminListStates
          list={list}
          loadFailed={{ title: t('loadFailed') }}
          empty={
            <EmptyState icon={<IconMapRoute aria-hidden="true" />} title={q ? t('noMatch') : t('empty')} />
          }
        >
          {(answer) => (
            <Stack gap="sm">
              {answer.data.map((p) => {
                const name = pickLocalized(p.name, lang).text;
                const next = p.departures.find((d) => d.startDate > today);
                return (
                  <Paper key={p._id} withBorder radius="md" p="md" component="article" aria-label={name}>
                    <Group wrap="nowrap" align="flex-start" gap="md">
                      <Thumbnail src={p.featuredImage} size={80} />
                      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                        <Group gap="xs">
                          <Text fw={700} component="h2" size="md" m={0}>
                            {name}
                          </Text>
                          <Badge color={p.published ? 'uzungol' : 'gray'} variant="light" size="sm">
                            {p.published ? t('published') : t('draft')}
                          </Badge>
                          {p.featured ? (
                            <Badge color="sea" variant="light" size="sm">
                              {t('featured')}
                            </Badge>
                          ) : null}
                          {p.dealPercent > 0 ? (
                            <Badge color="red" variant="light" size="sm">
                              {t('deal', { percent: formatNumber(p.dealPercent, lang) })}
                            </Badge>
                          ) : null}
                        </Group>
                        <Text size="sm">
                          {t('summary', {
                            days: formatNumber(p.durationDays, lang),
                            price: formatMoney(p.pricePerPerson, currency, lang),
                          })}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {next
                            ? t('next', {
                                date: formatDate(next.startDate, lang),
                                left: formatNumber(next.seatsLeft, lang),
                                total: formatNumber(next.seatsTotal, lang),
                              })
                            : t('noDeparture')}
                        </Text>
                      </Stack>
                      <Group gap="xs" wrap="nowrap">
                        <EditDeleteButtons
                          editLabel={t('edit')}
                          deleteLabel={t('delete')}
                          editName={t('editNamed', { name })}
                          deleteName={t('deleteNamed', { name })}
                          edit={{ to: `/admin/packages/${p._id}` }}
                          onDelete={() => setDeleting(p)}
                        />
                      </Group>
                    </Group>
                  </Paper>
                );
              })}
              {answer.totalPages > 1 ? (
                <LabelledPagination
                  total={answer.totalPages}
                  value={page}
                  onChange={setPage}
                  mx="auto"
                  w="fit-content"
                />
              ) : null}
            </Stack>
          )}
        </AdminListStates>
      </Stack>
      <NamedDeleteDialog
        ns="adminPackages"
        cancelKey="adminPackages:cancel"
        item={deleting}
        mutation={remove}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
