import { pickLocalized } from '@app/shared/i18n/localized';
import type { RestaurantAdminTableDto } from '@app/shared/restaurants/schemas';
import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { AdminTable } from '../../../components/admin/admin-table';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useRestaurantTables } from './api/admin-restaurants-api';
import { ChosenRestaurantStates } from './components/chosen-restaurant-states';
import { RestaurantPicker } from './components/restaurant-picker';
import { DeleteTableDialog, TableEditorDialog } from './components/table-dialogs';
import { useChosenRestaurant } from './hooks/use-chosen-restaurant';

/**
 * `/admin/restaurant-tables?restaurant=<id or slug>`: a restaurant's tables, added, edited,
 * deactivated, deleted while no party ever sat at them.
 */
export function AdminRestaurantTablesPage() {
  const { t } = useTranslation(['adminRestaurants', 'admin']);
  const [params, setParams] = useSearchParams();
  const named = params.get('restaurant');
  // The address may name the restaurant by slug: every call uses its id once it is known.
  const chosen = useChosenRestaurant(named);
  const restaurantId = chosen.restaurant?._id ?? null;
  const tables = useRestaurantTables(restaurantId);
  const [editing, setEditing] = useState<RestaurantAdminTableDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RestaurantAdminTableDto | null>(null);
  const lang = currentLanguage();
  const name = chosen.restaurant ? pickLocalized(chosen.restaurant.name, lang).text : '';

  const choose = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('restaurant', id);
    else next.delete('restaurant');
    setParams(next, { replace: true });
  };

  const count = tables.data?.length ?? 0;
  const seats = (tables.data ?? []).reduce((sum, table) => sum + (table.active ? table.capacity : 0), 0);

  return (
    <AdminListPage
      title={t('admin:nav.restaurantTables')}
      lead={t('tables.lead')}
      action={
        restaurantId ? (
          <Button
            size="md"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setEditing('new')}
          >
            {t('tables.add')}
          </Button>
        ) : null
      }
      dialogs={
        restaurantId ? (
          <>
            <TableEditorDialog restaurantId={restaurantId} table={editing} onClose={() => setEditing(null)} />
            <DeleteTableDialog
              restaurantId={restaurantId}
              table={deleting}
              onClose={() => setDeleting(null)}
            />
          </>
        ) : null
      }
    >
      <RestaurantPicker value={restaurantId} onChange={choose} />
      <ChosenRestaurantStates idOrSlug={named} chosen={chosen} prompt={t('choose.prompt')}>
        {() =>
          tables.isPending ? (
            <LoadingState label={t('tables.loading')} />
          ) : tables.isError ? (
            <ErrorState
              message={t('tables.loadFailed')}
              onRetry={() => void tables.refetch()}
              retrying={tables.isFetching}
            />
          ) : tables.data.length === 0 ? (
            <EmptyState
              title={t('tables.emptyTitle')}
              description={t('tables.empty')}
              action={
                <Button variant="light" onClick={() => setEditing('new')}>
                  {t('tables.add')}
                </Button>
              }
            />
          ) : (
            <Stack gap="sm">
              <Text c="dimmed" size="sm">
                {t('tables.summary', {
                  tables: t('list.tables', { count, formatted: formatNumber(count, lang) }),
                  seats: t('list.seats', { count: seats, formatted: formatNumber(seats, lang) }),
                })}
              </Text>
              <AdminTable caption={t('tables.caption', { name })} minWidth={340}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('tables.columns.number')}</Table.Th>
                    <Table.Th>{t('tables.columns.capacity')}</Table.Th>
                    <Table.Th>{t('tables.columns.location')}</Table.Th>
                    <Table.Th>{t('tables.columns.active')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('tables.columns.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tables.data.map((table) => (
                    <Table.Tr key={table._id}>
                      <Table.Td fw={600}>{table.number}</Table.Td>
                      <Table.Td>{formatNumber(table.capacity, lang)}</Table.Td>
                      <Table.Td>{t(`locations.${table.location}`)}</Table.Td>
                      <Table.Td>
                        <Badge
                          variant="light"
                          color={table.active ? 'uzungol' : 'gray'}
                          style={{ minWidth: 'max-content' }}
                        >
                          {table.active ? t('tables.active') : t('tables.inactive')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={2} wrap="nowrap" justify="flex-end">
                          <Tooltip label={t('tables.edit', { number: table.number })} withinPortal>
                            <ActionIcon
                              variant="subtle"
                              size={36}
                              onClick={() => setEditing(table)}
                              aria-label={t('tables.edit', { number: table.number })}
                            >
                              <IconEdit size={20} aria-hidden="true" />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('tables.delete', { number: table.number })} withinPortal>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              size={36}
                              onClick={() => setDeleting(table)}
                              aria-label={t('tables.delete', { number: table.number })}
                            >
                              <IconTrash size={20} aria-hidden="true" />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </AdminTable>
            </Stack>
          )
        }
      </ChosenRestaurantStates>
    </AdminListPage>
  );
}
