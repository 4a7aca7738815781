import type { BookingDto } from '@app/shared/bookings/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { Group, Stack, Text } from '@mantine/core';
import { currentLanguage } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/use-translation';
import { defineBookingKind } from '../../bookings';
import { clockTime, flightDate, routeText } from '../utils/flight-text';
import { FLIGHT_PICTURE, FlightCheckoutView } from './flight-checkout';

type Flight = NonNullable<BookingDto['flight']>;
type Way = Flight['itineraries'][number];

/** The route of a booking: "Trabzon → İstanbul", or "↔" for a return. */
function route(f: Flight, lang: Language): string {
  const first = f.itineraries[0]?.segments[0];
  const last = f.itineraries[0]?.segments.at(-1);
  return first && last ? routeText(first.from.code, last.to.code, lang, f.itineraries.length > 1) : '';
}

/** One way in a line: its day, each flight's number and times on its airport's clock. */
function wayText(way: Way, lang: Language): string {
  const first = way.segments[0];
  if (!first) return '';
  const flights = way.segments
    .map(
      (s) =>
        `\u2068${s.flightNumber}\u2069 \u2068${s.from.code}\u2069 \u2068${clockTime(s.from.at, lang)}\u2069 – \u2068${s.to.code}\u2069 \u2068${clockTime(s.to.at, lang)}\u2069`,
    )
    .join('\n');
  return `${flightDate(first.from.at, lang)}${way.dayShift > 0 ? ` (+${way.dayShift})` : ''}\n${flights}`;
}

/** The flight's confirmation and the airline's reference, large: what a traveller quotes at the desk. */
function References({ f, t }: { f: Flight; t: TFunction<'booking'> }) {
  return (
    <Group gap="xl" mt={6}>
      <Stack gap={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('flight.confirmation')}
        </Text>
        <Text fw={800} size="lg" ff="monospace" dir="ltr" data-testid="flight-confirmation">
          {f.confirmation}
        </Text>
      </Stack>
      {f.recordLocator ? (
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('flight.recordLocator')}
          </Text>
          <Text fw={800} size="lg" ff="monospace" dir="ltr" data-testid="flight-record-locator">
            {f.recordLocator}
          </Text>
        </Stack>
      ) : null}
    </Group>
  );
}

/**
 * A flight bought from the travel data provider (`flight`): its route, each way's flights on each
 * airport's clock, the travellers with their documents as the server answers them (masked), the
 * TF- confirmation and the airline's record locator. Paid by card; its checkout is at `/booking`
 * for an offer kept in the tab by the flights page.
 */
export const flightKind = defineBookingKind({
  type: 'flight',
  booked: (b) =>
    b.flight ? { name: route(b.flight, currentLanguage()), featuredImage: FLIGHT_PICTURE } : null,
  summary: (b, t, lang) => {
    const f = b.flight;
    if (!f) return null;
    return {
      details: <References f={f} t={t} />,
      rows: [
        ...f.itineraries.map((way, i): [string, string] => [
          i === 0 ? t('flight.outbound') : t('flight.inbound'),
          wayText(way, lang),
        ]),
        [
          t('flight.travellersTitle'),
          f.travelers
            .map(
              (p) =>
                `${p.firstName} ${p.lastName} · ${t(`flight.document.${p.documentType === 'idCard' ? 'idCard' : 'passport'}`)} \u2068${p.documentMasked}\u2069`,
            )
            .join('\n'),
        ],
        f.cabin ? [t('flight.cabinLabel'), t(`flight.cabin.${f.cabin as 'ECONOMY'}`)] : null,
      ],
      unpaid: t('flight.paidByCard'),
      price: { subtotalLabel: t('flight.fare'), taxesLabel: t('flight.taxes') },
    };
  },
  listLine: (b, t, lang) => {
    const f = b.flight;
    const first = f?.itineraries[0]?.segments[0];
    if (!f || !first) return '';
    return `${flightDate(first.from.at, lang)} · \u2068${clockTime(first.from.at, lang)}\u2069 · \u2068${first.flightNumber}\u2069 · ${t('flight.passengers', { count: f.passengers })} · \u2068${f.confirmation}\u2069`;
  },
  pendingNote: (t) => t('flight.pending'),
  cancelRule: (t) => t('flight.policy'),
  cancelBody: (t) => t('flight.cancelBody'),
  browse: { to: '/flights', label: (t) => t('flight.browse') },
  checkout: {
    claims: (params) => params.get('type') === 'flight',
    View: FlightCheckoutView,
    keptInTab: true,
  },
  admin: {
    itemDetail: (b) => {
      const f = b.flight;
      if (!f) return null;
      const numbers = [...new Set(f.itineraries.flatMap((it) => it.segments.map((s) => s.flightNumber)))];
      return (
        <bdi>
          {f.confirmation}
          {f.recordLocator ? ` · ${f.recordLocator}` : ''} · {numbers.join(', ')}
        </bdi>
      );
    },
    when: (b, _t, lang) => {
      const first = b.flight?.itineraries[0]?.segments[0];
      return first
        ? `${flightDate(first.from.at, lang)} ${clockTime(first.from.at, lang)} (${first.from.code})`
        : b.checkIn;
    },
  },
});
