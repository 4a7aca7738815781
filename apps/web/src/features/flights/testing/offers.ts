import type { FlightItineraryDto, FlightOfferDto, FlightSearchDto } from '@app/shared/travel/responses';

type Segment = FlightItineraryDto['segments'][number];

const ZONES: Record<string, string> = {
  TZX: 'Europe/Istanbul',
  IST: 'Europe/Istanbul',
  SAW: 'Europe/Istanbul',
  DOH: 'Asia/Qatar',
  JFK: 'America/New_York',
};

/** A flight from one airport's clock to another's: "TK 2831", "TZX 2027-07-08T07:45", "IST 2027-07-08T09:40". */
export function segment(
  flightNumber: string,
  from: [code: string, at: string, terminal?: string],
  to: [code: string, at: string, terminal?: string],
  extra: Partial<Segment> = {},
): Segment {
  const carrier = flightNumber.split(' ')[0] ?? '';
  const names: Record<string, string> = {
    TK: 'Turkish Airlines',
    PC: 'Pegasus Airlines',
    QR: 'Qatar Airways',
    VF: 'AJet',
  };
  return {
    carrier,
    carrierName: names[carrier] ?? carrier,
    flightNumber,
    operatingCarrier: null,
    aircraft: '32Q',
    from: { code: from[0], terminal: from[2] ?? null, at: `${from[1]}:00`, timeZone: ZONES[from[0]] ?? null },
    to: { code: to[0], terminal: to[2] ?? null, at: `${to[1]}:00`, timeZone: ZONES[to[0]] ?? null },
    durationMinutes: null,
    ...extra,
  };
}

export function way(
  durationMinutes: number | null,
  dayShift: number,
  segments: Segment[],
): FlightItineraryDto {
  return { durationMinutes, stops: segments.length - 1, dayShift, segments };
}

let tokens = 0;

export function offer(
  id: string,
  itineraries: FlightItineraryDto[],
  price: { total: number; base: number; passengers?: number },
  extra: Partial<FlightOfferDto> = {},
): FlightOfferDto {
  const passengers = price.passengers ?? 1;
  tokens += 1;
  return {
    // A sealed offer is several kilobytes: the test's is long too.
    token: `sealed-${id}-${tokens}.${'x'.repeat(3000)}`,
    id,
    itineraries,
    price: {
      total: price.total,
      base: price.base,
      taxes: price.total - price.base,
      perPassenger: Math.round(price.total / passengers),
      currency: 'USD',
    },
    passengers,
    cabin: 'ECONOMY',
    checkedBags: { quantity: 1, weight: null, unit: null },
    seatsLeft: 9,
    lastTicketingDate: null,
    validatingCarrier: itineraries[0]?.segments[0]?.carrier ?? null,
    ...extra,
  };
}

/** Direct, in the morning: Turkish Airlines, 1 h 55 min, USD 120. */
export const morningDirect = () =>
  offer(
    '1',
    [
      way(115, 0, [
        segment('TK 2831', ['TZX', '2027-07-08T07:45', '1'], ['IST', '2027-07-08T09:40', 'I'], {
          durationMinutes: 115,
          aircraft: '321',
        }),
      ]),
    ],
    { total: 12_000, base: 9_500 },
  );

/** One stop through Sabiha Gökçen, late: Pegasus, lands the next day, 20 kg of bags, USD 89. */
export const lateOneStop = () =>
  offer(
    '2',
    [
      way(330, 1, [
        segment('PC 2811', ['TZX', '2027-07-08T21:30', '1'], ['SAW', '2027-07-08T23:25'], {
          durationMinutes: 115,
        }),
        segment('PC 2170', ['SAW', '2027-07-09T01:30'], ['IST', '2027-07-09T03:00'], { durationMinutes: 90 }),
      ]),
    ],
    { total: 8_900, base: 6_000 },
    { checkedBags: { quantity: null, weight: 20, unit: 'KG' }, seatsLeft: 3 },
  );

/** Two stops, a day and two hours on the way: Qatar Airways, USD 250. */
export const longTwoStops = () =>
  offer(
    '3',
    [
      way(1560, 1, [
        segment('QR 244', ['TZX', '2027-07-08T12:00'], ['DOH', '2027-07-08T16:00']),
        segment('QR 701', ['DOH', '2027-07-08T20:00'], ['JFK', '2027-07-09T03:00']),
        segment('QR 702', ['JFK', '2027-07-09T06:00'], ['IST', '2027-07-09T14:00']),
      ]),
    ],
    { total: 25_000, base: 20_000 },
    { checkedBags: { quantity: 2, weight: null, unit: null } },
  );

export const CARRIERS = {
  TK: 'Turkish Airlines',
  PC: 'Pegasus Airlines',
  QR: 'Qatar Airways',
};

/** The server's answer to a search. */
export function found(offers: FlightOfferDto[], extra: Partial<FlightSearchDto> = {}): FlightSearchDto {
  return { offers, carriers: CARRIERS, source: 'offline', fallback: false, bookable: true, ...extra };
}
