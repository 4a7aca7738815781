import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Paper, Stack, Text } from '@mantine/core';
import { useAgencyTimeZone } from '../../../lib/agency-time';
import { formatDateTime } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/use-translation';
import { dayRange, defineBookingKind } from '../../bookings';
import { stillFree } from '../utils/cancellation';
import { ProviderHotelCheckoutView } from './provider-hotel-checkout';
import { roomNameIn, roomNameOf } from './room-name';

type Stay = NonNullable<BookingDto['providerHotel']>;

/** The room as booked: its category in the reader's language, and whether the hotel confirms it. */
const roomLine = (h: Stay, t: TFunction<'booking'>) =>
  `${roomNameIn(t, h.roomCategory)}${h.roomKind === 'fallback' ? ` (${t('providerHotel.fallbackRoom')})` : ''}`;

/** The hotel's confirmation number, shown large: what the traveller quotes at the desk. */
function ConfirmationNumber({ stay }: { stay: Stay }) {
  const { t } = useTranslation('booking');
  return (
    <Paper withBorder radius="md" p="sm" mt="xs" bg="var(--mantine-color-default-hover)">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('providerHotel.confirmation')}
        </Text>
        <Text fw={800} fz={26} ff="monospace" dir="ltr" lh={1.2} data-testid="provider-confirmation">
          {stay.confirmation}
        </Text>
        <Text size="xs" c="dimmed">
          {t('providerHotel.confirmationHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Until when it can be cancelled free of charge, on the agency's clock, or that it cannot. */
function Cancellation({ stay }: { stay: Stay }) {
  const { t, i18n } = useTranslation('booking');
  const timeZone = useAgencyTimeZone();
  return (
    <>
      {!stay.refundableUntil
        ? t('providerHotel.nonRefundable')
        : t(stillFree(stay.refundableUntil) ? 'providerHotel.freeCancel' : 'providerHotel.freeCancelEnded', {
            date: formatDateTime(stay.refundableUntil, i18n.language as Language, timeZone),
          })}
    </>
  );
}

/**
 * A stay at a hotel of the travel data provider (around Trabzon and Rize): its hotel, room and
 * nights, and the hotel's TZN- confirmation number; pending until the agency has confirmed it with
 * the hotel; paid by card or at the hotel. Its checkout is at `/booking?type=provider_hotel&…`.
 */
export const providerHotelKind = defineBookingKind({
  type: 'provider_hotel',
  booked: (b) =>
    b.providerHotel ? { name: b.providerHotel.name, featuredImage: b.providerHotel.image } : null,
  summary: (b, t, lang) => {
    const h = b.providerHotel;
    if (!h) return null;
    return {
      details: (
        <>
          {h.cityName ? (
            <Text size="sm" c="dimmed">
              {h.cityName}
            </Text>
          ) : null}
          <ConfirmationNumber stay={h} />
        </>
      ),
      rows: [
        [t('detail.dates'), dayRange(b, lang)],
        [t('providerHotel.nightsLabel'), t('checkout.nights', { count: b.nights.length })],
        [t('detail.room'), roomLine(h, t)],
        [t('detail.guests'), t('checkout.guests', { count: b.guests })],
        [t('providerHotel.cancellation'), <Cancellation key="cancellation" stay={h} />],
      ],
      unpaid: t('payment.payAtHotel'),
      price: { subtotalLabel: t('providerHotel.roomPrice'), taxesLabel: t('providerHotel.taxes') },
    };
  },
  listLine: (b, t, lang) =>
    b.providerHotel
      ? `${dayRange(b, lang)} · ${roomLine(b.providerHotel, t)} · ${b.providerHotel.confirmation}`
      : dayRange(b, lang),
  pendingNote: (t) => t('providerHotel.pending'),
  cancelRule: (t) => t('providerHotel.policy'),
  cancelBody: (t) => t('providerHotel.cancelBody'),
  browse: { to: '/trabzon-hotels', label: (t) => t('providerHotel.browse') },
  checkout: { claims: (params) => params.get('type') === 'provider_hotel', View: ProviderHotelCheckoutView },
  admin: {
    itemDetail: (b, t) =>
      b.providerHotel ? (
        <>
          <bdi>
            {roomNameOf(
              t('kinds.provider_hotel.rooms', { returnObjects: true }),
              b.providerHotel.roomCategory,
            )}
          </bdi>
          {' · '}
          <bdi>{b.providerHotel.confirmation}</bdi>
        </>
      ) : null,
  },
});
