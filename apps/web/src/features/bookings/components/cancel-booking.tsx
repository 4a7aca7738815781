import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { authDialog } from '../../../lib/session/auth-dialog-store';
import { Trans, useTranslation } from '../../../lib/use-translation';
import { useCancelBooking, usePublicSettings } from '../api/booking-api';
import { bookingKind } from '../kinds/registry';

/**
 * Cancel with a confirmation while free cancellation lasts; otherwise why not, and whom to call.
 * A guest's booking found by reference and email (`email` given) is cancelled with both; one that
 * belongs to an account asks the traveller to log in to it instead.
 */
export function CancelBooking({
  booking,
  email,
  onCancelled,
}: {
  booking: BookingDto;
  email?: string;
  onCancelled?: (b: BookingDto) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Language;
  const [opened, modal] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelBooking();
  const settings = usePublicSettings();
  const deadline = formatDateTime(booking.freeCancellationUntil, lang, useAgencyTimeZone());
  // The cancel button is gone once it worked: the result takes the focus, and is announced.
  const [justCancelled, setJustCancelled] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justCancelled && booking.status === 'cancelled') result.current?.focus();
  }, [justCancelled, booking.status]);
  // The booking belongs to an account: only its session may cancel it.
  const needsLogin = cancel.error instanceof ApiError && cancel.error.code === 'sign_in_to_cancel';
  const loginNote = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (needsLogin) loginNote.current?.focus();
  }, [needsLogin]);

  if (booking.status === 'cancelled')
    return (
      <Alert color="gray" role="status" ref={result} tabIndex={-1}>
        {t('detail.cancelled')}
      </Alert>
    );
  if (!booking.canCancel)
    return (
      <Alert color="orange">
        {booking.status === 'completed' ? (
          t('detail.cannotCancel')
        ) : (
          <Trans
            t={t}
            i18nKey="detail.deadlinePassed"
            values={{ date: deadline, phone: settings.data?.phone ?? '' }}
            components={{ phone: <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }} /> }}
          />
        )}
      </Alert>
    );
  if (needsLogin)
    return (
      <Alert color="blue" role="status" ref={loginNote} tabIndex={-1} title={t('find.signInTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('find.signInToCancel')}</Text>
          <Button
            size="xs"
            onClick={() => authDialog.open('login', { redirect: `/bookings/${booking._id}` })}
          >
            {t('find.logIn')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">{t('detail.freeCancel', { date: deadline })}</Text>
      <Button color="red" variant="light" onClick={modal.open} w="fit-content">
        {t('detail.cancel')}
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={t('detail.cancelTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack gap="sm">
          <Text>{bookingKind(booking.type).cancelBody(t)}</Text>
          <Textarea
            label={t('detail.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
          />
          {cancel.error ? (
            <Alert color="red" role="alert">
              {cancel.error instanceof ApiError ? cancel.error.message : t('checkout.failed')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={modal.close}>
              {t('detail.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  {
                    id: booking._id,
                    reason,
                    ...(email ? { guest: { reference: booking.reference, email } } : {}),
                  },
                  {
                    onSuccess: (b) => {
                      setJustCancelled(true);
                      modal.close();
                      onCancelled?.(b);
                    },
                    onError: (error) => {
                      if (error instanceof ApiError && error.code === 'sign_in_to_cancel') modal.close();
                    },
                  },
                )
              }
            >
              {t('detail.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
