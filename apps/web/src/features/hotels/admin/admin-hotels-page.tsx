import type { HotelAdminDto } from '@app/shared/hotels/schemas';
import {
  ActionIcon,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/admin/thumbnail';
import { AdminPageHeader } from '../../../components/admin-page-header';
import { CreateLinkButton } from '../../../components/create-link-button';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
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
  const { params, q, page, search, setSearch, update } = useListQuery();
  const published = readPublished(params.get('published'));
  const [toDelete, setToDelete] = useState<HotelAdminDto | null>(null);
  const list = useAdminHotelList({ q, published, page });

  const data = list.data;
  useStayWithinPages(list, page, update);

  const filtered = q !== '' || published !== 'all';

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState label={t('list.loading')} />;
  else if (list.isError && !data)
    body = (
      <ErrorState
        message={t('list.loadFailed')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (!data || data.data.length === 0)
    body = filtered ? (
      <EmptyState
        title={t('list.noMatchesTitle')}
        description={t('list.noMatches')}
        action={
          <Button
            variant="light"
            onClick={() => {
              setSearch('');
              update({ q: null, published: null, page: null });
            }}
          >
            {t('list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={t('list.emptyTitle')}
        description={t('list.empty')}
        action={<CreateLinkButton to="/admin/hotels/new">{t('list.newHotel')}</CreateLinkButton>}
      />
    );
  else
    body = (
      <Stack gap="md">
        <HotelResults hotels={data.data} onDelete={setToDelete} />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.showing', {
              from: formatNumber((data.page - 1) * ADMIN_HOTELS_PAGE_SIZE + 1, currentLanguage()),
              to: formatNumber(
                (data.page - 1) * ADMIN_HOTELS_PAGE_SIZE + data.data.length,
                currentLanguage(),
              ),
              total: formatNumber(data.total, currentLanguage()),
            })}
          </Text>
          {data.totalPages > 1 ? (
            <Pagination
              total={data.totalPages}
              value={data.page}
              onChange={(next) => update({ page: next === 1 ? null : String(next) })}
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': t('list.previousPage') }
                  : control === 'next'
                    ? { 'aria-label': t('list.nextPage') }
                    : {}
              }
              getItemProps={(n) => ({ 'aria-label': t('list.page', { n }) })}
            />
          ) : null}
        </Group>
      </Stack>
    );

  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <AdminPageHeader
          title={t('admin:nav.hotels')}
          lead={t('list.lead')}
          action={
            <CreateLinkButton to="/admin/hotels/new" size="md">
              {t('list.newHotel')}
            </CreateLinkButton>
          }
        />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Group gap="sm" align="flex-end" wrap="wrap" role="search">
            <TextInput
              style={{ flex: '1 1 16rem' }}
              type="search"
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              rightSection={
                list.isFetching && !list.isPending ? <Loader size="xs" aria-hidden="true" /> : null
              }
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
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
          </Group>
        </Paper>
        {body}
      </Stack>
      <DeleteHotelDialog hotel={toDelete} onClose={() => setToDelete(null)} />
    </Container>
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

function RowActions({ hotel, name, onDelete }: { hotel: HotelAdminDto; name: string; onDelete: () => void }) {
  const { t } = useTranslation('adminHotels');
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('list.edit', { name })} withinPortal>
        <ActionIcon
          component={Link}
          to={`/admin/hotels/${hotel._id}`}
          variant="subtle"
          size={40}
          aria-label={t('list.edit', { name })}
        >
          <IconEdit size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('list.delete', { name })} withinPortal>
        <ActionIcon
          variant="subtle"
          color="red"
          size={40}
          aria-label={t('list.delete', { name })}
          onClick={onDelete}
        >
          <IconTrash size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
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
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('list.caption')}>
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
                    <RowActions hotel={hotel} name={name} onDelete={() => onDelete(hotel)} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
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
                <RowActions hotel={hotel} name={name} onDelete={() => onDelete(hotel)} />
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
