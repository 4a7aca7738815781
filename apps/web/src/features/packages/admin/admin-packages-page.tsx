import { pickLocalized } from '@app/shared/i18n/localized';
import type { PackageAdminDto } from '@app/shared/packages/schemas';
import { Badge, Button, Container, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconMapRoute, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/admin/thumbnail';
import { useErrorMessage } from '../../../components/admin/use-field-message';
import { AdminPageHeader } from '../../../components/admin-page-header';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { usePublicSettings } from '../../../components/layout/use-public-settings';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LabelledPagination } from '../../../components/states/labelled-pagination';
import { LoadingState } from '../../../components/states/loading-state';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
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
        <TextInput
          type="search"
          label={t('search')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={420}
        />
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState title={t('loadFailed')} onRetry={() => void list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <EmptyState icon={<IconMapRoute aria-hidden="true" />} title={q ? t('noMatch') : t('empty')} />
        ) : (
          <Stack gap="sm">
            {list.data.data.map((p) => {
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
                      <Button
                        component={Link}
                        to={`/admin/packages/${p._id}`}
                        variant="subtle"
                        size="compact-sm"
                        leftSection={<IconEdit size={16} aria-hidden="true" />}
                        aria-label={t('editNamed', { name })}
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        leftSection={<IconTrash size={16} aria-hidden="true" />}
                        onClick={() => setDeleting(p)}
                        aria-label={t('deleteNamed', { name })}
                      >
                        {t('delete')}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
            {list.data.totalPages > 1 ? (
              <LabelledPagination
                total={list.data.totalPages}
                value={page}
                onChange={setPage}
                mx="auto"
                w="fit-content"
              />
            ) : null}
          </Stack>
        )}
      </Stack>
      <DeletePackageDialog trip={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}

function DeletePackageDialog({ trip, onClose }: { trip: PackageAdminDto | null; onClose: () => void }) {
  const { t } = useTranslation('adminPackages');
  const errorMessage = useErrorMessage();
  const remove = useDeletePackage();
  const name = trip ? pickLocalized(trip.name, currentLanguage()).text : '';
  return (
    <ConfirmDeleteDialog
      opened={trip !== null}
      onClose={onClose}
      title={t('deleteTitle')}
      body={t('deleteBody', { name })}
      confirmLabel={t('delete')}
      cancelLabel={t('cancel')}
      mutation={remove}
      id={trip?._id ?? null}
      errorText={(error) => errorMessage(error, t('deleteFailed'))}
      onDeleted={() => notify({ color: 'uzungol', message: t('deleted', { name }) })}
    />
  );
}
