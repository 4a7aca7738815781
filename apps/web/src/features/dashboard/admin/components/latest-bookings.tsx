import { BOOKING_STATUSES, type BookingStatus } from '@app/shared/bookings/status';
import type { DashboardDto } from '@app/shared/dashboard/schemas';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../../../components/booking-status-badge';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { bookingHref } from '../utils/admin-links';

const isStatus = (status: string): status is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(status);

/** The 10 bookings made most recently, each opening its page in the admin. */
export function LatestBookings({
  latest,
  timeZone,
  kindName,
}: {
  latest: DashboardDto['latest'];
  timeZone: string;
  kindName: (type: string) => string;
}) {
  const { t } = useTranslation(['adminDashboard', 'adminBookings']);
  const lang = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" striped highlightOnHover>
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Text size="sm" c="dimmed" component="span">
            {t('latest.caption')}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('latest.reference')}</Table.Th>
            <Table.Th scope="col">{t('latest.kind')}</Table.Th>
            <Table.Th scope="col">{t('latest.status')}</Table.Th>
            <Table.Th scope="col">{t('latest.guest')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('latest.total')}
            </Table.Th>
            <Table.Th scope="col">{t('latest.when')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {latest.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Th scope="row">
                {/* A reference on one line: "KT-4WHRQBGE" never breaks after its dash. */}
                <Anchor
                  component={Link}
                  to={bookingHref(b.id)}
                  ff="monospace"
                  dir="ltr"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {b.reference}
                </Anchor>
              </Table.Th>
              <Table.Td>{kindName(b.type)}</Table.Td>
              <Table.Td>
                {isStatus(b.status) ? (
                  <BookingStatusBadge status={b.status} label={t(`adminBookings:status.${b.status}`)} />
                ) : (
                  <Badge variant="outline" color="gray">
                    {b.status}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <bdi>{b.guestName}</bdi>
              </Table.Td>
              <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {b.total > 0 ? (
                  <bdi>{formatMoney(b.total, b.currency, lang)}</bdi>
                ) : (
                  <Text span size="sm" c="dimmed">
                    {t('latest.noPayment')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(b.createdAt, lang, timeZone)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
