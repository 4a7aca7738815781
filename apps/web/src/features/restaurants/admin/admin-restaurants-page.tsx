import { pickLocalized } from '@app/shared/i18n/localized';
import type { RestaurantAdminDto } from '@app/shared/restaurants/schemas';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarTime, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminListFooter } from '../../../components/admin/admin-list-footer';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { AdminListSearch } from '../../../components/admin/admin-list-search';
import { AdminListEmpty, AdminListStates } from '../../../components/admin/admin-list-states';
import { AdminTable } from '../../../components/admin/admin-table';
import { RowActions } from '../../../components/admin/row-actions';
import { Thumbnail } from '../../../components/admin/thumbnail';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { shownRange } from '../../../lib/shown-range';
import { useListQuery, useStayWithinPages } from '../../../lib/use-list-query';
import { useTranslation } from '../../../lib/use-translation';
import { ADMIN_RESTAURANTS_PAGE_SIZE, useAdminRestaurantList } from './api/admin-restaurants-api';
import { DeleteRestaurantDialog } from './components/delete-restaurant-dialog';

const nameOf = (r: RestaurantAdminDto) => pickLocalized(r.name, currentLanguage()).text;

/** `/admin/restaurants`: every restaurant, searchable; the query lives in the URL. */
export function AdminRestaurantsPage() {
  const { t } = useTranslation(['adminRestaurants', 'admin']);
  const { q, page, search, setSearch, update, clear } = useListQuery();
  const [toDelete, setToDelete] = useState<RestaurantAdminDto | null>(null);
  const list = useAdminRestaurantList({ q, page });

  useStayWithinPages(list, page, update);

  return (
    <AdminListPage
      title={t('admin:nav.restaurants')}
      lead={t('list.lead')}
      create={{ to: '/admin/restaurants/new', label: t('list.newRestaurant') }}
      dialogs={<DeleteRestaurantDialog restaurant={toDelete} onClose={() => setToDelete(null)} />}
    >
      <AdminListSearch
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        refreshing={list.isFetching && !list.isPending}
      />
      <AdminListStates
        list={list}
        loadingLabel={t('list.loading')}
        loadFailed={{ message: t('list.loadFailed') }}
        empty={
          <AdminListEmpty
            t={t}
            texts="adminRestaurants:list"
            filtered={q !== ''}
            onClear={() => clear()}
            create={{ to: '/admin/restaurants/new', label: t('list.newRestaurant') }}
          />
        }
      >
        {(answer) => (
          <Stack gap="md">
            <Results restaurants={answer.data} onDelete={setToDelete} />
            <AdminListFooter
              summary={t('list.showing', shownRange(answer, ADMIN_RESTAURANTS_PAGE_SIZE, currentLanguage()))}
              page={answer.page}
              totalPages={answer.totalPages}
              onPage={(next) => update({ page: next })}
            />
          </Stack>
        )}
      </AdminListStates>
    </AdminListPage>
  );
}

interface ResultsProps {
  restaurants: RestaurantAdminDto[];
  onDelete: (restaurant: RestaurantAdminDto) => void;
}

function Results(props: ResultsProps) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return phone ? <Cards {...props} /> : <RestaurantTable {...props} />;
}

function Actions({ restaurant, onDelete }: { restaurant: RestaurantAdminDto; onDelete: () => void }) {
  const { t } = useTranslation('adminRestaurants');
  const name = nameOf(restaurant);
  return (
    <RowActions
      editTo={`/admin/restaurants/${restaurant._id}`}
      editLabel={t('list.edit', { name })}
      deleteLabel={t('list.delete', { name })}
      onDelete={onDelete}
    >
      <Tooltip label={t('list.manageTables', { name })} withinPortal>
        <ActionIcon
          component={Link}
          to={`/admin/restaurant-tables?restaurant=${restaurant._id}`}
          variant="subtle"
          size={40}
          aria-label={t('list.manageTables', { name })}
        >
          <IconTable size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('list.availability', { name })} withinPortal>
        <ActionIcon
          component={Link}
          to={`/admin/restaurant-availability?restaurant=${restaurant._id}`}
          variant="subtle"
          size={40}
          aria-label={t('list.availability', { name })}
        >
          <IconCalendarTime size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </RowActions>
  );
}

function Status({ restaurant }: { restaurant: RestaurantAdminDto }) {
  const { t } = useTranslation('adminRestaurants');
  return (
    <Group gap={4}>
      <Badge variant="light" color={restaurant.published ? 'uzungol' : 'gray'}>
        {restaurant.published ? t('list.published') : t('list.unpublished')}
      </Badge>
      {restaurant.featured ? (
        <Badge variant="light" color="sea">
          {t('list.featured')}
        </Badge>
      ) : null}
    </Group>
  );
}

function TablesCell({ restaurant }: { restaurant: RestaurantAdminDto }) {
  const { t } = useTranslation('adminRestaurants');
  const lang = currentLanguage();
  const tables = restaurant.tables.length;
  const seats = restaurant.tables.reduce((sum, table) => sum + (table.active ? table.capacity : 0), 0);
  return (
    <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm">{t('list.tables', { count: tables, formatted: formatNumber(tables, lang) })}</Text>
      <Text size="xs" c="dimmed">
        {t('list.seats', { count: seats, formatted: formatNumber(seats, lang) })}
      </Text>
    </Stack>
  );
}

function RestaurantTable({ restaurants, onDelete }: ResultsProps) {
  const { t } = useTranslation(['adminRestaurants', 'restaurants']);
  return (
    <AdminTable caption={t('list.caption')} minWidth={860}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('list.columns.restaurant')}</Table.Th>
          <Table.Th>{t('list.columns.city')}</Table.Th>
          <Table.Th>{t('list.columns.cuisine')}</Table.Th>
          <Table.Th>{t('list.columns.tables')}</Table.Th>
          <Table.Th>{t('list.columns.status')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {restaurants.map((restaurant) => (
          <Table.Tr key={restaurant._id}>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <Thumbnail src={restaurant.featuredImage || restaurant.images[0] || ''} />
                <Anchor component={Link} to={`/admin/restaurants/${restaurant._id}`} fw={600} c="inherit">
                  {nameOf(restaurant)}
                </Anchor>
              </Group>
            </Table.Td>
            <Table.Td>{restaurant.city}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {t(`restaurants:cuisines.${restaurant.cuisine}`)} · {'₺'.repeat(restaurant.priceRange)}
            </Table.Td>
            <Table.Td>
              <TablesCell restaurant={restaurant} />
            </Table.Td>
            <Table.Td>
              <Status restaurant={restaurant} />
            </Table.Td>
            <Table.Td>
              <Actions restaurant={restaurant} onDelete={() => onDelete(restaurant)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}

function Cards({ restaurants, onDelete }: ResultsProps) {
  const { t } = useTranslation(['adminRestaurants', 'restaurants']);
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {restaurants.map((restaurant) => (
        <Paper key={restaurant._id} component="li" withBorder radius="lg" p="sm">
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Thumbnail src={restaurant.featuredImage || restaurant.images[0] || ''} size={88} />
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Anchor
                  component={Link}
                  to={`/admin/restaurants/${restaurant._id}`}
                  fw={700}
                  c="inherit"
                  lineClamp={2}
                >
                  {nameOf(restaurant)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {restaurant.city} · {t(`restaurants:cuisines.${restaurant.cuisine}`)}
                </Text>
                <Status restaurant={restaurant} />
              </Stack>
            </Group>
            <Group justify="space-between" wrap="nowrap" align="center">
              <TablesCell restaurant={restaurant} />
              <Actions restaurant={restaurant} onDelete={() => onDelete(restaurant)} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
