import { ALLOWED_TRANSITIONS, type BookingStatus } from '@app/shared/bookings/status';
import type { Language } from '@app/shared/i18n/languages';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/states/error-state';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import { useAdminBooking, useChangeStatus } from './api/admin-bookings-api';

export function AdminBookingDetailView() {
  const { id } = useParams();
  const { t, i18n } = useTranslation('adminBookings');
  const lang = i18n.language as Language;
  const booking = useAdminBooking(id);
  const change = useChangeStatus(id ?? '');
  const [note, setNote] = useState('');

  if (booking.isPending) return <Skeleton h={400} radius="md" />;
  if (booking.isError) return <ErrorState title={t('loadFailed')} onRetry={() => void booking.refetch()} />;
  const b = booking.data;
  const moves = ALLOWED_TRANSITIONS[b.status];
  const money = (v: number) => formatMoney(v, b.currency, lang);
  const item = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/bookings" size="sm">
        {t('back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2" ff="monospace">
          {b.reference}
        </Title>
        <Badge size="lg" variant="light">
          {t(`status.${b.status}`)}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {item(t('detail.guest'), `${b.firstName} ${b.lastName}`)}
          {item(t('detail.contact'), `${b.email} · ${b.phone}`)}
          {item(t('detail.account'), b.user ? `${b.user.name} (${b.user.email})` : t('detail.noAccount'))}
          {item(t('columns.item'), `${b.hotel?.name ?? ''} · ${b.roomType?.name ?? ''}`)}
          {item(t('columns.dates'), `${formatDate(b.checkIn, lang)} – ${formatDate(b.checkOut, lang)}`)}
          {item(t('columns.guests'), String(b.guests))}
          {item(
            t('detail.payment'),
            b.card ? `${b.card.brand.toUpperCase()} •••• ${b.card.last4}` : t('detail.payAtHotel'),
          )}
          {item(
            t('columns.total'),
            `${money(b.total)} (${t('detail.taxes', { amount: money(b.taxes), rate: b.taxRate })})`,
          )}
          {b.specialRequests ? item(t('detail.specialRequests'), b.specialRequests) : null}
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('detail.actions')}
        </Title>
        {moves.length === 0 ? (
          <Text c="dimmed">{t('detail.final')}</Text>
        ) : (
          <Stack gap="sm">
            <Textarea
              label={t('detail.note')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={500}
              autosize
            />
            <Group>
              {moves.map((to: BookingStatus) => (
                <Button
                  key={to}
                  color={to === 'cancelled' ? 'red' : undefined}
                  variant={to === 'cancelled' ? 'light' : 'filled'}
                  loading={change.isPending && change.variables?.status === to}
                  onClick={() => change.mutate({ status: to, note }, { onSuccess: () => setNote('') })}
                >
                  {t(`moves.${to}`)}
                </Button>
              ))}
            </Group>
            {change.error ? (
              <Alert color="red" role="alert">
                {change.error instanceof ApiError ? change.error.message : t('loadFailed')}
              </Alert>
            ) : null}
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('detail.history')}
        </Title>
        <Timeline bulletSize={14} lineWidth={2}>
          {b.events.map((e) => (
            <Timeline.Item key={`${e.at}-${e.toStatus}`} title={t(`status.${e.toStatus}`)}>
              <Text size="sm" c="dimmed">
                {formatDateTime(e.at, lang)} · {e.actor ?? t('detail.guestActor')}
              </Text>
              {e.note ? <Text size="sm">{e.note}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}
