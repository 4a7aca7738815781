import type { HotelAdminDto } from '@app/shared/hotels/schemas';
import { Anchor, Group, Paper, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
import { ADMIN_HOTELS_PAGE_SIZE, type PublishedFilter, useAdminHotelList } from './api/admin-hotels-api';
import { DeleteHotelDialog } from './components/delete-hotel-dialog';
import { GuestRating, roomSummary, StarRating, StatusBadges, useHotelName } from './components/hotel-summary';

function readPublished(value: string | null): PublishedFilter {
  return value === 'true' || value === 'false' ? value : 'all';
}

/** `/admin/hotels`: every hotel, searchable and filterable; the query lives in the URL. */
export function AdminHotelsPage() {
  const { t } = useTranslation(['adminHotels', 'admin']);
  const { params, q, page, search, setSearch, update, clear } = useListQuery();
  const published = readPublished(params.get('published'));
  const [toDelete, setToDelete] = useState<HotelAdminDto | null>(null);
  const list = useAdminHotelList({ q, published, page });

  useStayWithinPages(list, page, update);

  const filtered = q !== '' || published !== 'all';

  return (
    <AdminListPage
      title={t('admin:nav.hotels')}
      lead={t('list.lead')}
      create={{ to: '/admin/hotels/new', label: t('list.newHotel') }}
      dialogs={<DeleteHotelDialog hotel={toDelete} onClose={() => setToDelete(null)} />}
    >
      <AdminListSearch
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        refreshing={list.isFetching && !list.isPending}
      >
        <Select
          w={{ base: '100%', xs: 200 }}
          label={t('list.status')}
          allowDeselect={false}
          value={published}
          onChange={(value) => update({ published: value === 'all' ? null : value, page: null })}
          data={[
            { value: 'all', label: t('list.statusAll') },
            { value: 'true', label: t('list.published') },
            { value: 'false', label: t('list.unpublished') },
          ]}
        />
      </AdminListSearch>
      <AdminListStates
        list={list}
        loadingLabel={t('list.loading')}
        loadFailed={{ message: t('list.loadFailed') }}
        empty={
          <AdminListEmpty
            t={t}
            texts="adminHotels:list"
            filtered={filtered}
            onClear={() => clear('published')}
            create={{ to: '/admin/hotels/new', label: t('list.newHotel') }}
          />
        }
      >
        {(answer) => (
          <Stack gap="md">
            <HotelResults hotels={answer.data} onDelete={setToDelete} />
            <AdminListFooter
              summary={t('list.showing', shownRange(answer, ADMIN_HOTELS_PAGE_SIZE, currentLanguage()))}
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

function HotelResults({
  hotels,
  onDelete,
}: {
  hotels: HotelAdminDto[];
  onDelete: (hotel: HotelAdminDto) => void;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return phone ? (
    <HotelCards hotels={hotels} onDelete={onDelete} />
  ) : (
    <HotelTable hotels={hotels} onDelete={onDelete} />
  );
}

function HotelActions({
  hotel,
  name,
  onDelete,
}: {
  hotel: HotelAdminDto;
  name: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation('adminHotels');
  return (
    <RowActions
      editTo={`/admin/hotels/${hotel._id}`}
      editLabel={t('list.edit', { name })}
      deleteLabel={t('list.delete', { name })}
      onDelete={onDelete}
    />
  );
}

function RoomsCell({ hotel }: { hotel: HotelAdminDto }) {
  const { t } = useTranslation('adminHotels');
  const { types, rooms } = roomSummary(hotel);
  return (
    <Stack gap={0}>
      <Text size="sm">
        {t('list.roomTypes', { count: types, formatted: formatNumber(types, currentLanguage()) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('list.rooms', { count: rooms, formatted: formatNumber(rooms, currentLanguage()) })}
      </Text>
    </Stack>
  );
}

function HotelTable({
  hotels,
  onDelete,
}: {
  hotels: HotelAdminDto[];
  onDelete: (hotel: HotelAdminDto) => void;
}) {
  const { t } = useTranslation('adminHotels');
  const hotelName = useHotelName();
  return (
    <AdminTable caption={t('list.caption')} minWidth={860}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('list.columns.hotel')}</Table.Th>
          <Table.Th>{t('list.columns.city')}</Table.Th>
          <Table.Th>{t('list.columns.stars')}</Table.Th>
          <Table.Th>{t('list.columns.rooms')}</Table.Th>
          <Table.Th>{t('list.columns.rating')}</Table.Th>
          <Table.Th>{t('list.columns.status')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {hotels.map((hotel) => {
          const name = hotelName(hotel);
          return (
            <Table.Tr key={hotel._id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Thumbnail src={hotel.featuredImage || hotel.images[0] || ''} />
                  <Anchor component={Link} to={`/admin/hotels/${hotel._id}`} fw={600} c="inherit">
                    {name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>{hotel.city}</Table.Td>
              <Table.Td>
                <StarRating stars={hotel.starRating} />
              </Table.Td>
              <Table.Td>
                <RoomsCell hotel={hotel} />
              </Table.Td>
              <Table.Td>
                <GuestRating hotel={hotel} />
              </Table.Td>
              <Table.Td>
                <StatusBadges hotel={hotel} />
              </Table.Td>
              <Table.Td>
                <HotelActions hotel={hotel} name={name} onDelete={() => onDelete(hotel)} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </AdminTable>
  );
}

function HotelCards({
  hotels,
  onDelete,
}: {
  hotels: HotelAdminDto[];
  onDelete: (hotel: HotelAdminDto) => void;
}) {
  const hotelName = useHotelName();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {hotels.map((hotel) => {
        const name = hotelName(hotel);
        return (
          <Paper key={hotel._id} component="li" withBorder radius="lg" p="sm">
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Thumbnail src={hotel.featuredImage || hotel.images[0] || ''} size={88} />
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Anchor
                    component={Link}
                    to={`/admin/hotels/${hotel._id}`}
                    fw={700}
                    c="inherit"
                    lineClamp={2}
                  >
                    {name}
                  </Anchor>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" c="dimmed">
                      {hotel.city}
                    </Text>
                    <StarRating stars={hotel.starRating} />
                  </Group>
                  <StatusBadges hotel={hotel} />
                </Stack>
              </Group>
              <Group justify="space-between" wrap="nowrap" align="center">
                <Group gap="md" wrap="wrap">
                  <RoomsCell hotel={hotel} />
                  <GuestRating hotel={hotel} />
                </Group>
                <HotelActions hotel={hotel} name={name} onDelete={() => onDelete(hotel)} />
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
