import type { AdminUserDetailDto } from '@app/shared/users/admin-users';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AdminTable } from '../../../../components/admin/admin-table';
import { BookingStatusBadge } from '../../../../components/booking-status-badge';
import { formatDateRange, formatMoney, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

/**
 * The account's latest bookings, each linked to its page in the bookings admin, and how many it has
 * in all, linked to the bookings admin searched for its email. A kind and a status read as the
 * bookings admin names them.
 */
export function AccountBookings({ detail }: { detail: AdminUserDetailDto }) {
  const { t } = useTranslation(['adminUsers', 'adminBookings']);
  const lang = currentLanguage();
  const { user, bookings } = detail;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="account-bookings">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="account-bookings">
            {t('bookings.title')}
          </Title>
          {bookings.total > 0 ? (
            <Anchor component={Link} to={`/admin/bookings?q=${encodeURIComponent(user.email)}`} size="sm">
              {t('bookings.all', { count: bookings.total, formatted: formatNumber(bookings.total, lang) })}
            </Anchor>
          ) : null}
        </Group>
        {bookings.latest.length === 0 ? (
          <Text c="dimmed">{t('bookings.none')}</Text>
        ) : (
          <AdminTable caption={t('bookings.caption', { name: user.name })} minWidth={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookings.reference')}</Table.Th>
                <Table.Th>{t('bookings.kind')}</Table.Th>
                <Table.Th>{t('bookings.status')}</Table.Th>
                <Table.Th>{t('bookings.dates')}</Table.Th>
                <Table.Th>{t('bookings.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bookings.latest.map((b) => (
                <Table.Tr key={b._id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/bookings/${b._id}`}
                      ff="monospace"
                      dir="ltr"
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {b.reference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`adminBookings:type.${b.type}`)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <BookingStatusBadge status={b.status} label={t(`adminBookings:status.${b.status}`)} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateRange(b.checkIn, b.checkOut, lang)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {b.paymentMethod === 'none' ? (
                      <Text size="sm" c="dimmed">
                        {t('adminBookings:nothingPaid')}
                      </Text>
                    ) : (
                      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                        <bdi>{formatMoney(b.total, b.currency, lang)}</bdi>
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </AdminTable>
        )}
      </Stack>
    </Paper>
  );
}
