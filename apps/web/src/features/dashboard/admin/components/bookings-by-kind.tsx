import { BOOKING_STATUSES } from '@app/shared/bookings/status';
import type { DashboardPeriodFigures } from '@app/shared/dashboard/schemas';
import { Anchor, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatDateRange, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { bookingsHref } from '../utils/admin-links';

const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * Bookings made in the period by kind (every kind the answer holds, one unknown to the app by its
 * code) and status; each count opens the bookings list with that kind and status chosen.
 */
export function BookingsByKind({
  figures,
  kindName,
}: {
  figures: DashboardPeriodFigures;
  kindName: (type: string) => string;
}) {
  const { t } = useTranslation(['adminDashboard', 'adminBookings']);
  const lang = currentLanguage();
  const kinds = figures.bookings.byKind;
  if (kinds.length === 0) return <Text c="dimmed">{t('byKind.empty')}</Text>;

  const status = (s: (typeof BOOKING_STATUSES)[number]) => t(`adminBookings:status.${s}`);
  const cell = (kind: string, what: string, count: number, to: string) => (
    <Table.Td ta="end" style={NUMBER}>
      <Anchor
        component={Link}
        to={to}
        fw={count > 0 ? 700 : 400}
        c={count > 0 ? undefined : 'dimmed'}
        aria-label={t('byKind.cellLink', { kind, status: what, formatted: formatNumber(count, lang) })}
      >
        {formatNumber(count, lang)}
      </Anchor>
    </Table.Td>
  );
  const sum = (s: (typeof BOOKING_STATUSES)[number]) => kinds.reduce((total, k) => total + k[s], 0);

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover>
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Text size="sm" c="dimmed" component="span">
            {t('byKind.caption', { range: formatDateRange(figures.from, figures.to, lang) })}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('byKind.kind')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('byKind.total')}
            </Table.Th>
            {BOOKING_STATUSES.map((s) => (
              <Table.Th key={s} scope="col" ta="end">
                {status(s)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kinds.map((k) => {
            const name = kindName(k.type);
            const kindHref = k.href ?? bookingsHref({ type: k.type });
            return (
              <Table.Tr key={k.type} data-kind={k.type}>
                <Table.Th scope="row" fw={600}>
                  <Anchor component={Link} to={kindHref}>
                    {name}
                  </Anchor>
                </Table.Th>
                {cell(name, t('byKind.total'), k.total, kindHref)}
                {BOOKING_STATUSES.map((s) => (
                  <Fragment key={s}>
                    {cell(name, status(s), k[s], bookingsHref({ type: k.type, status: s }))}
                  </Fragment>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('byKind.all')}</Table.Th>
            {cell(t('byKind.all'), t('byKind.total'), figures.bookings.total, '/admin/bookings')}
            {BOOKING_STATUSES.map((s) => (
              <Fragment key={s}>
                {cell(t('byKind.all'), status(s), sum(s), bookingsHref({ status: s }))}
              </Fragment>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
