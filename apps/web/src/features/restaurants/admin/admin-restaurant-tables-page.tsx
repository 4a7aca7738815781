import { pickLocalized } from '@app/shared/i18n/localized';
import type { RestaurantAdminTableDto } from '@app/shared/restaurants/schemas';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminListPage } from '../../../components/admin/admin-list-page';
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
import { TablesList } from './components/tables-list';
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
              <TablesList
                tables={tables.data}
                caption={t('tables.caption', { name })}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            </Stack>
          )
        }
      </ChosenRestaurantStates>
    </AdminListPage>
  );
}
