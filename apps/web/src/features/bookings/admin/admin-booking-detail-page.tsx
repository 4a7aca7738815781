import { ALLOWED_TRANSITIONS, type BookingStatus } from '@app/shared/bookings/status';
import type { Language } from '@app/shared/i18n/languages';
import {
  Alert,
  Anchor,
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
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { ErrorState } from '../../../components/states/error-state';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminBooking, useChangeStatus } from './api/admin-bookings-api';
import { BookingItem, bookingWhen } from './booking-item';
import { bookingWords } from './booking-kind-words';
import { FINAL_MOVES, StatusChangeDialog } from './status-change-dialog';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {children}
    </div>
  );
}

export function AdminBookingDetailView() {
  const { id } = useParams();
  const { t, i18n } = useTranslation('adminBookings');
  const lang = i18n.language as Language;
  const booking = useAdminBooking(id);
  const change = useChangeStatus(id ?? '');
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<BookingStatus | null>(null);
  const [changed, setChanged] = useState<BookingStatus | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // After a change the buttons it came from may be gone: the status area takes the focus and says it.
  useEffect(() => {
    if (changed) statusRef.current?.focus();
  }, [changed]);

  if (booking.isPending) return <Skeleton h={400} radius="md" />;
  if (booking.isError) return <ErrorState title={t('loadFailed')} onRetry={() => void booking.refetch()} />;
  const b = booking.data;
  const moves = ALLOWED_TRANSITIONS[b.status];
  const words = bookingWords(t, b.type);
  const money = (v: number) => formatMoney(v, b.currency, lang);
  const move = (to: BookingStatus) => {
    setChanged(null);
    change.mutate(
      { status: to, note },
      {
        onSuccess: () => {
          setNote('');
          setAsking(null);
          setChanged(to);
        },
      },
    );
  };
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/bookings" size="sm">
        {t('back')}
      </Anchor>
      <Stack gap={6} ref={statusRef} tabIndex={-1} aria-labelledby="booking-reference">
        <Group justify="space-between">
          <Title order={1} size="h2" ff="monospace" id="booking-reference" dir="ltr">
            {b.reference}
          </Title>
          <BookingStatusBadge status={b.status} label={t(`status.${b.status}`)} size="lg" />
        </Group>
        <Text role="status" size="sm">
          {changed ? t('confirm.changed', { reference: b.reference, status: t(`status.${changed}`) }) : ''}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Item label={t('detail.guest')}>
            <Text>
              <bdi>
                {b.firstName} {b.lastName}
              </bdi>
            </Text>
          </Item>
          <Item label={t('detail.contact')}>
            <Text>
              <bdi>{b.email}</bdi>
            </Text>
            <Text>
              <bdi dir="ltr">{b.phone}</bdi>
            </Text>
          </Item>
          <Item label={t('detail.account')}>
            {b.user ? (
              <Text>
                <bdi>{b.user.name}</bdi> (<bdi>{b.user.email}</bdi>)
              </Text>
            ) : (
              <Text>{t('detail.noAccount')}</Text>
            )}
          </Item>
          <Item label={words.item}>
            <BookingItem booking={b} size="md" />
          </Item>
          <Item label={words.when}>
            <Text>{bookingWhen(b, t, lang)}</Text>
          </Item>
          <Item label={words.party}>
            <Text>{b.guests}</Text>
          </Item>
          <Item label={t('detail.payment')}>
            <Text>
              {b.card ? (
                <bdi dir="ltr">{`${b.card.brand.toUpperCase()} •••• ${b.card.last4}`}</bdi>
              ) : (
                words.unpaid
              )}
            </Text>
          </Item>
          {b.paymentMethod === 'none' ? null : (
            <Item label={t('columns.total')}>
              <Text>
                <bdi>{money(b.total)}</bdi> ({t('detail.taxes', { amount: money(b.taxes), rate: b.taxRate })})
              </Text>
            </Item>
          )}
          {b.specialRequests ? (
            <Item label={t('detail.specialRequests')}>
              <Text style={{ whiteSpace: 'pre-line' }}>
                <bdi>{b.specialRequests}</bdi>
              </Text>
            </Item>
          ) : null}
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
                  loading={!asking && change.isPending && change.variables?.status === to}
                  onClick={() => {
                    change.reset();
                    if (FINAL_MOVES.includes(to)) setAsking(to);
                    else move(to);
                  }}
                >
                  {t(`moves.${to}`)}
                </Button>
              ))}
            </Group>
            {change.error && !asking ? (
              <Alert color="red" role="alert">
                {change.error instanceof ApiError ? change.error.message : t('loadFailed')}
              </Alert>
            ) : null}
          </Stack>
        )}
      </Paper>
      <StatusChangeDialog
        reference={b.reference}
        cancelBody={words.cancelBody}
        to={asking}
        pending={change.isPending}
        error={change.error}
        onConfirm={move}
        onClose={() => setAsking(null)}
      />
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('detail.history')}
        </Title>
        <Timeline bulletSize={14} lineWidth={2}>
          {b.events.map((e) => (
            <Timeline.Item key={`${e.at}-${e.toStatus}`} title={t(`status.${e.toStatus}`)}>
              <Text size="sm" c="dimmed">
                {formatDateTime(e.at, lang)} · <bdi>{e.actor ?? t('detail.guestActor')}</bdi>
              </Text>
              {e.note ? (
                <Text size="sm">
                  <bdi>{e.note}</bdi>
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}
