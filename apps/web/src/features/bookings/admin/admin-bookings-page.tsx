import type { AdminBookingDto } from '@app/shared/bookings/schemas';
import { BOOKING_STATUSES, type BookingStatus, type BookingType } from '@app/shared/bookings/status';
import type { Language } from '@app/shared/i18n/languages';
import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LabelledPagination } from '../../../components/states/labelled-pagination';
import { ListLoading } from '../../../components/states/list-loading';
import { formatMoney } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/use-translation';
import { bookingKind, bookingKinds, isBookingKind } from '../kinds/registry';
import { type AdminBookingFilters, downloadBookingsCsv, useAdminBookings } from './api/admin-bookings-api';
import { BookingItem, bookingWhen } from './booking-item';
import { bookingWords, listWords } from './booking-kind-words';
import { DateFilterInput } from './date-filter-input';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The filters a kind adds, while the list is narrowed to it. */
const kindFilters = (type: BookingType | undefined) => (type ? (bookingKind(type).admin.filters ?? []) : []);

function readFilters(p: URLSearchParams): AdminBookingFilters {
  const status = p.get('status');
  const type = p.get('type') ?? '';
  const kind = isBookingKind(type) ? type : undefined;
  // A kind's own filter is read only with that kind chosen (a restaurant with table reservations).
  const own: Record<string, string> = {};
  for (const f of kindFilters(kind)) {
    const value = p.get(f.param);
    if (value !== null && f.accepts(value)) own[f.param] = value;
  }
  return {
    status: (BOOKING_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as BookingStatus)
      : undefined,
    type: kind,
    from: DATE.test(p.get('from') ?? '') ? (p.get('from') as string) : undefined,
    to: DATE.test(p.get('to') ?? '') ? (p.get('to') as string) : undefined,
    q: p.get('q')?.trim().slice(0, 100) || undefined,
    own,
    page: Math.max(1, Number(p.get('page')) || 1),
  };
}

export function AdminBookingsView() {
  const { t, i18n } = useTranslation('adminBookings');
  const lang = i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const bookings = useAdminBookings(filters);
  const [search, setSearch] = useState(filters.q ?? '');
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  const update = (changes: Partial<AdminBookingFilters>) => {
    const { own, page, ...next } = { ...filters, page: 1, ...changes };
    const p = new URLSearchParams();
    for (const [k, v] of [...Object.entries(next), ...Object.entries(own)])
      if (v !== undefined && v !== '') p.set(k, String(v));
    if (page !== 1) p.set('page', String(page));
    setParams(p, { replace: !('page' in changes) });
  };
  const own = kindFilters(filters.type);
  const searchLater = useDebouncedCallback((q: string) => update({ q: q.trim() || undefined }), 350);

  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      await downloadBookingsCsv(filters);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const data = bookings.data;
  // The columns and date filters read in the chosen kind's words, neutral ones for every kind.
  const words = listWords(t, filters.type);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={() => void exportCsv()}
          loading={exporting}
        >
          {t('export')}
        </Button>
      </Group>
      {exportFailed ? (
        <Text c="light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))" role="alert">
          {t('exportFailed')}
        </Text>
      ) : null}
      {/* More than five filters (a kind's own too) take rows of three: a name stays readable. */}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: own.length > 0 ? 3 : 5 }} spacing="sm">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            searchLater(e.currentTarget.value);
          }}
        />
        <Select
          label={t('filters.status')}
          data={[
            { value: '', label: t('filters.all') },
            ...BOOKING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          value={filters.status ?? ''}
          onChange={(v) => update({ status: (v || undefined) as BookingStatus | undefined })}
          allowDeselect={false}
        />
        <Select
          label={t('filters.type')}
          data={[
            { value: '', label: t('filters.all') },
            ...bookingKinds().map((k) => ({ value: k.type, label: k.admin.words(t).label })),
          ]}
          value={filters.type ?? ''}
          onChange={(v) => update({ type: v && isBookingKind(v) ? v : undefined, own: {} })}
          allowDeselect={false}
        />
        {own.map(({ param, Field }) => (
          <Field
            key={param}
            value={filters.own[param] ?? null}
            onChange={(value) => {
              const { [param]: _left, ...rest } = filters.own;
              update({ own: value ? { ...rest, [param]: value } : rest });
            }}
          />
        ))}
        <DateFilterInput
          label={words.from}
          value={filters.from}
          onApply={(from) => update({ from })}
          check={(from) =>
            filters.to && from > filters.to ? t('filters.fromAfterTo', { until: words.to }) : null
          }
        />
        <DateFilterInput
          label={words.to}
          value={filters.to}
          onApply={(to) => update({ to })}
          check={(to) =>
            filters.from && to < filters.from ? t('filters.toBeforeFrom', { from: words.from }) : null
          }
        />
      </SimpleGrid>
      {bookings.isPending ? (
        <ListLoading label={t('loading')}>
          <Skeleton h={300} radius="md" />
        </ListLoading>
      ) : bookings.isError ? (
        <ErrorState
          title={t('loadFailed')}
          onRetry={() => void bookings.refetch()}
          retrying={bookings.isFetching}
        />
      ) : data && data.data.length === 0 ? (
        <EmptyState description={t('empty')} />
      ) : data ? (
        <>
          {/* Phones and narrow windows: one card per booking, status beside the reference. */}
          <Stack gap="sm" hiddenFrom="md" data-testid="booking-cards">
            {data.data.map((b) => (
              <BookingCard key={b._id} booking={b} t={t} lang={lang} />
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={820} visibleFrom="md">
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.reference')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('columns.customer')}</Table.Th>
                  <Table.Th>{words.item}</Table.Th>
                  <Table.Th>{words.when}</Table.Th>
                  <Table.Th>{words.party}</Table.Th>
                  <Table.Th>{t('columns.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((b) => (
                  <Table.Tr key={b._id}>
                    <Table.Td>
                      <ReferenceLink booking={b} />
                    </Table.Td>
                    <Table.Td>
                      <BookingStatusBadge status={b.status} label={t(`status.${b.status}`)} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        <bdi>
                          {b.firstName} {b.lastName}
                        </bdi>
                      </Text>
                      <Text size="xs" c="dimmed">
                        <bdi>{b.email}</bdi>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <BookingItem booking={b} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{bookingWhen(b, t, lang)}</Text>
                    </Table.Td>
                    <Table.Td>{b.guests}</Table.Td>
                    <Table.Td>
                      <Total booking={b} t={t} lang={lang} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.totalPages > 1 ? (
            <Box component="nav" aria-label={t('pagination')}>
              <LabelledPagination
                total={data.totalPages}
                value={filters.page}
                onChange={(page) => update({ page })}
              />
            </Box>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

/** A booking reference on one line: "KT-4WHRQBGE" never breaks after its dash. */
function ReferenceLink({ booking }: { booking: AdminBookingDto }) {
  return (
    <Anchor
      component={Link}
      to={`/admin/bookings/${booking._id}`}
      ff="monospace"
      dir="ltr"
      style={{ whiteSpace: 'nowrap' }}
    >
      {booking.reference}
    </Anchor>
  );
}

function BookingCard({
  booking: b,
  t,
  lang,
}: {
  booking: AdminBookingDto;
  t: TFunction<'adminBookings'>;
  lang: Language;
}) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={b.reference}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ReferenceLink booking={b} />
        <BookingStatusBadge status={b.status} label={t(`status.${b.status}`)} />
      </Group>
      <Text size="sm" mt={6}>
        <bdi>
          {b.firstName} {b.lastName}
        </bdi>
      </Text>
      <Stack gap={0} mt={4}>
        <BookingItem booking={b} />
      </Stack>
      <Group justify="space-between" wrap="wrap" gap="xs" mt={4}>
        <Text size="sm">
          {bookingWhen(b, t, lang)} · {bookingWords(t, b.type).count(b.guests)}
        </Text>
        <Total booking={b} t={t} lang={lang} />
      </Group>
    </Card>
  );
}

/** The amount, or that nothing is paid (a table reservation takes no money). */
function Total({
  booking: b,
  t,
  lang,
}: {
  booking: AdminBookingDto;
  t: TFunction<'adminBookings'>;
  lang: Language;
}) {
  return b.paymentMethod === 'none' ? (
    <Text size="sm" c="dimmed">
      {t('nothingPaid')}
    </Text>
  ) : (
    <Text size="sm" fw={700}>
      <bdi>{formatMoney(b.total, b.currency, lang)}</bdi>
    </Text>
  );
}
