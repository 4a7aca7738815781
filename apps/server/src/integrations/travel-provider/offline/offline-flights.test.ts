import { airportByCode } from '@app/shared/travel/airports';
import { CARRIERS } from '@app/shared/travel/carriers';
import { durationMinutes } from '@app/shared/travel/flight-times';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import type {
  FlightOffer,
  FlightOffersQuery,
  FlightOrderRequest,
  FlightTraveler,
} from '../travel-provider.ts';
import { arrivalTime, instantOf } from './flight-times.ts';
import {
  createFlightOrder,
  FARE_CHANGE_MARKER,
  flightOffers,
  MAX_CONNECTION_MINUTES,
  MIN_CONNECTION_MINUTES,
  noFlightsOn,
  priceFlightOffers,
} from './offline-flights.ts';
import { AIRCRAFT, CARRIER_PROFILES } from './offline-network.ts';
import { cents } from './seeded.ts';

const clock = fixedClock(new Date('2027-03-01T09:00:00Z'));

const query = (over: Partial<FlightOffersQuery> = {}): FlightOffersQuery => ({
  originLocationCode: 'TZX',
  destinationLocationCode: 'IST',
  departureDate: '2027-05-01',
  adults: 1,
  travelClass: 'ECONOMY',
  currencyCode: 'USD',
  max: 20,
  ...over,
});
const search = (over: Partial<FlightOffersQuery> = {}) => flightOffers(clock, query(over));
const c = (amount: string | undefined) => cents(amount) ?? Number.NaN;
const zone = (code: string) => airportByCode(code)?.timeZone ?? 'UTC';
const segmentsOf = (offer: FlightOffer) => offer.itineraries.flatMap((i) => i.segments);
const rejected = expect.objectContaining({ failure: 'rejected' });

/** Every segment lands when its departure plus its duration says, on the arrival airport's clock. */
function expectTimesRight(offer: FlightOffer) {
  for (const itinerary of offer.itineraries) {
    const { segments } = itinerary;
    for (const s of segments) {
      const minutes = durationMinutes(s.duration);
      expect(minutes, offer.id).not.toBeNull();
      expect(s.departure.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
      expect(s.arrival.at, `${offer.id} ${s.carrierCode}${s.number}`).toBe(
        arrivalTime(s.departure.at, zone(s.departure.iataCode), minutes ?? 0, zone(s.arrival.iataCode)),
      );
      expect(s.numberOfStops).toBe(0);
    }
    const first = segments[0];
    const last = segments.at(-1);
    if (!first || !last) throw new Error('no segments');
    const total =
      (instantOf(last.arrival.at, zone(last.arrival.iataCode)).getTime() -
        instantOf(first.departure.at, zone(first.departure.iataCode)).getTime()) /
      60_000;
    expect(durationMinutes(itinerary.duration), offer.id).toBe(total);
    expect(segments.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < segments.length; i++) {
      const before = segments[i - 1];
      const after = segments[i];
      if (!before || !after) continue;
      expect(after.departure.iataCode).toBe(before.arrival.iataCode);
      const wait =
        (instantOf(after.departure.at, zone(after.departure.iataCode)).getTime() -
          instantOf(before.arrival.at, zone(before.arrival.iataCode)).getTime()) /
        60_000;
      expect(wait, offer.id).toBeGreaterThanOrEqual(MIN_CONNECTION_MINUTES);
      expect(wait, offer.id).toBeLessThanOrEqual(MAX_CONNECTION_MINUTES);
    }
  }
}

describe('flightOffers', () => {
  it('answers the same every time', () => {
    expect(search()).toEqual(search());
    expect(
      search({
        originLocationCode: 'JFK',
        destinationLocationCode: 'TZX',
        departureDate: '2027-07-10',
        adults: 2,
      }),
    ).toEqual(
      flightOffers(
        clock,
        query({
          originLocationCode: 'JFK',
          destinationLocationCode: 'TZX',
          departureDate: '2027-07-10',
          adults: 2,
        }),
      ),
    );
  });

  it('flies Trabzon to Istanbul with Turkish Airlines nonstop, cheapest first, at most `max`', () => {
    const { data, dictionaries } = search();
    expect(data.length).toBeGreaterThan(5);
    const totals = data.map((o) => c(o.price.grandTotal));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const nonstop = data.filter((o) => o.itineraries[0]?.segments.length === 1);
    expect(nonstop.length).toBeGreaterThanOrEqual(5);
    for (const offer of nonstop) {
      expect(offer.itineraries[0]?.segments[0]).toMatchObject({
        carrierCode: 'TK',
        departure: { iataCode: 'TZX' },
        arrival: { iataCode: 'IST' },
      });
      expect(offer.itineraries[0]?.segments[0]?.number).toMatch(/^2\d{3}$/);
    }
    expect(dictionaries.carriers?.TK).toBe('Turkish Airlines');
    expect(search({ max: 3 }).data).toEqual(data.slice(0, 3));
    expect(search({ max: 250 }).data.length).toBeLessThanOrEqual(20);
  });

  it('writes arrivals on the arrival airport’s clock, so some land the next day, and durations with days', () => {
    const routes: [string, string, string][] = [
      ['TZX', 'DXB', '2027-07-10'],
      ['IST', 'LHR', '2028-01-14'],
      ['JFK', 'TZX', '2027-07-10'],
      ['TZX', 'JFK', '2027-11-03'],
      ['KUL', 'TZX', '2027-05-01'],
      ['ALA', 'YYZ', '2027-07-10'],
      ['DOH', 'RZE', '2027-08-20'],
      // Jakarta to Chicago takes more than a day.
      ['CGK', 'ORD', '2027-07-10'],
    ];
    let nextDay = 0;
    let longer = 0;
    for (const [originLocationCode, destinationLocationCode, departureDate] of routes) {
      const { data } = search({ originLocationCode, destinationLocationCode, departureDate });
      expect(data.length, `${originLocationCode}-${destinationLocationCode}`).toBeGreaterThan(0);
      for (const offer of data) {
        expectTimesRight(offer);
        const segments = segmentsOf(offer);
        expect(segments[0]?.departure.iataCode).toBe(originLocationCode);
        expect(segments.at(-1)?.arrival.iataCode).toBe(destinationLocationCode);
        expect(segments[0]?.departure.at.slice(0, 10)).toBe(departureDate);
        nextDay += segments.filter((s) => s.arrival.at.slice(0, 10) > s.departure.at.slice(0, 10)).length;
        if ((durationMinutes(offer.itineraries[0]?.duration) ?? 0) >= 1440) {
          longer++;
          expect(offer.itineraries[0]?.duration).toMatch(/^P1DT/);
        }
      }
    }
    expect(nextDay).toBeGreaterThan(0);
    expect(longer).toBeGreaterThan(0);
    // flydubai's evening flight from Trabzon lands in Dubai after midnight.
    const late = search({ destinationLocationCode: 'DXB', departureDate: '2027-07-10' }).data.flatMap(
      segmentsOf,
    );
    expect(late.some((s) => s.carrierCode === 'FZ' && s.arrival.at.startsWith('2027-07-11'))).toBe(true);
  });

  it('flies Gulf carriers nonstop to Trabzon in the summer only, through Istanbul the rest of the year', () => {
    const nonstop = (departureDate: string) =>
      search({ originLocationCode: 'DOH', destinationLocationCode: 'TZX', departureDate }).data.filter(
        (o) => o.itineraries[0]?.segments.length === 1,
      );
    const summer = [0, 1, 2, 3, 4, 5, 6].flatMap((d) => nonstop(`2027-07-${String(10 + d)}`));
    expect(summer.some((o) => o.itineraries[0]?.segments[0]?.carrierCode === 'QR')).toBe(true);
    expect([0, 1, 2, 3, 4, 5, 6].flatMap((d) => nonstop(`2027-11-${String(10 + d)}`))).toEqual([]);
    const winter = search({
      originLocationCode: 'DOH',
      destinationLocationCode: 'TZX',
      departureDate: '2027-11-10',
    }).data;
    expect(winter.some((o) => o.itineraries[0]?.segments.some((s) => s.arrival.iataCode === 'IST'))).toBe(
      true,
    );
  });

  it('prices per adult, the total being the adults times it, taxes on top of the fare', () => {
    for (const adults of [1, 3]) {
      const { data } = search({
        adults,
        originLocationCode: 'LHR',
        destinationLocationCode: 'TZX',
        departureDate: '2027-06-12',
      });
      for (const offer of data) {
        expect(offer.travelerPricings).toHaveLength(adults);
        const [one] = offer.travelerPricings;
        expect(c(offer.price.total)).toBe(adults * c(one?.price?.total));
        expect(c(offer.price.base)).toBe(adults * c(one?.price?.base));
        expect(c(one?.price?.total)).toBeGreaterThan(c(one?.price?.base));
        expect(offer.price.grandTotal).toBe(offer.price.total);
        expect(offer.price.currency).toBe('USD');
        expect(offer.numberOfBookableSeats).toBeGreaterThanOrEqual(adults);
        expect(offer.numberOfBookableSeats).toBeLessThanOrEqual(9);
        for (const pricing of offer.travelerPricings)
          expect(pricing.fareDetailsBySegment.map((f) => f.segmentId)).toEqual(
            segmentsOf(offer).map((s) => s.id),
          );
      }
    }
  });

  it('scales the fare by cabin, and gives bags by cabin and carrier', () => {
    const fare = (travelClass: FlightOffersQuery['travelClass']) => {
      const offer = search({ travelClass }).data.find((o) => o.id.includes('-0'));
      return c(offer?.travelerPricings[0]?.price?.base);
    };
    const economy = fare('ECONOMY');
    expect(fare('PREMIUM_ECONOMY') / economy).toBeCloseTo(1.6, 2);
    expect(fare('BUSINESS') / economy).toBeCloseTo(3, 2);
    expect(fare('FIRST') / economy).toBeCloseTo(5, 2);
    const business = search({ travelClass: 'BUSINESS' }).data[0];
    for (const detail of business?.travelerPricings[0]?.fareDetailsBySegment ?? [])
      expect(detail.cabin).toBe('BUSINESS');
    const tk = search().data.find((o) => o.validatingAirlineCodes?.[0] === 'TK');
    expect(tk?.travelerPricings[0]?.fareDetailsBySegment[0]?.includedCheckedBags).toEqual({ quantity: 1 });
    const pegasus = search({ originLocationCode: 'SAW', destinationLocationCode: 'TZX' }).data.find(
      (o) => o.validatingAirlineCodes?.[0] === 'PC',
    );
    expect(pegasus?.travelerPricings[0]?.fareDetailsBySegment[0]?.includedCheckedBags).toEqual({
      quantity: 0,
    });
  });

  it('charges more close to the day', () => {
    const soon = flightOffers(fixedClock(new Date('2027-04-29T09:00:00Z')), query()).data;
    const early = search().data;
    const byId = new Map(early.map((o) => [o.id, o]));
    const same = soon.find((o) => byId.has(o.id));
    expect(c(same?.price.total)).toBeGreaterThan(c(byId.get(same?.id ?? '')?.price.total));
  });

  it('pairs an outbound and a return itinerary for a round trip', () => {
    const { data } = search({
      originLocationCode: 'DXB',
      destinationLocationCode: 'TZX',
      departureDate: '2027-07-10',
      returnDate: '2027-07-20',
      adults: 2,
    });
    expect(data.length).toBeGreaterThan(0);
    for (const offer of data) {
      expect(offer.oneWay).toBe(false);
      expect(offer.itineraries).toHaveLength(2);
      expectTimesRight(offer);
      const back = offer.itineraries[1]?.segments ?? [];
      expect(back[0]?.departure).toMatchObject({ iataCode: 'TZX' });
      expect(back[0]?.departure.at.slice(0, 10)).toBe('2027-07-20');
      expect(back.at(-1)?.arrival.iataCode).toBe('DXB');
      expect(offer.id).toMatch(/^DXBTZX2027071020270720E2-\d+-\d+(-F)?$/);
    }
    expect(search().data.every((o) => o.oneWay === true && o.itineraries.length === 1)).toBe(true);
  });

  it('lists in its dictionaries exactly the carriers, aircraft and airports used', () => {
    const { data, dictionaries } = search({
      originLocationCode: 'ALA',
      destinationLocationCode: 'YYZ',
      departureDate: '2027-07-10',
    });
    const used = new Set(data.flatMap(segmentsOf).map((s) => s.carrierCode));
    expect(new Set(Object.keys(dictionaries.carriers ?? {}))).toEqual(used);
    for (const [code, name] of Object.entries(dictionaries.carriers ?? {})) expect(name).toBe(CARRIERS[code]);
    for (const s of data.flatMap(segmentsOf)) {
      expect(dictionaries.aircraft?.[s.aircraft?.code ?? '']).toBeTruthy();
      expect(dictionaries.locations?.[s.departure.iataCode]?.countryCode).toMatch(/^[A-Z]{2}$/);
    }
    expect(dictionaries.locations?.YYZ).toEqual({ cityCode: 'YTO', countryCode: 'CA' });
  });

  it('has no flights at all on some far routes on some dates', () => {
    expect(noFlightsOn('JFK', 'TZX', '2027-06-05')).toBe(true);
    expect(
      search({ originLocationCode: 'JFK', destinationLocationCode: 'TZX', departureDate: '2027-06-05' }),
    ).toEqual({
      data: [],
      dictionaries: { carriers: {}, aircraft: {}, locations: {}, currencies: { USD: 'US DOLLAR' } },
    });
    expect(
      search({ originLocationCode: 'JFK', destinationLocationCode: 'TZX', departureDate: '2027-06-06' }).data
        .length,
    ).toBeGreaterThan(0);
    // Nearby routes always fly.
    expect(noFlightsOn('TZX', 'IST', '2027-06-05')).toBe(false);
  });

  it('refuses unknown airports, a trip to where it starts, past dates, and parties it cannot take', () => {
    expect(() => search({ destinationLocationCode: 'XXX' })).toThrow(rejected);
    expect(() => search({ destinationLocationCode: 'TZX' })).toThrow(rejected);
    expect(() => search({ departureDate: '2027-02-28' })).toThrow(rejected);
    expect(() => search({ departureDate: '2027-05-01', returnDate: '2027-04-30' })).toThrow(rejected);
    expect(() => search({ adults: 0 })).toThrow(rejected);
    expect(() => search({ adults: 10 })).toThrow(rejected);
    expect(() => search({ max: 0 })).toThrow(rejected);
    // Today at the origin is fine.
    expect(search({ departureDate: '2027-03-01' }).data.length).toBeGreaterThanOrEqual(0);
  });

  it('knows every carrier and aircraft its network flies', () => {
    for (const [code, profile] of Object.entries(CARRIER_PROFILES)) {
      expect(CARRIERS[code], code).toBeTruthy();
      for (const plane of profile.fleet.flat()) expect(AIRCRAFT[plane], `${code} ${plane}`).toBeTruthy();
    }
  });
});

describe('priceFlightOffers', () => {
  it('gives the same offer at the same price, normally', () => {
    for (const offer of search().data.filter((o) => !o.id.endsWith(FARE_CHANGE_MARKER))) {
      const { flightOffers: priced } = priceFlightOffers(clock, [offer]);
      expect(priced).toEqual([offer]);
    }
  });

  it('raises the fare a few percent for the offers marked to change (Istanbul–Trabzon, 1 May 2027, the third itinerary)', () => {
    const { data } = search({ originLocationCode: 'IST', destinationLocationCode: 'TZX' });
    const marked = data.find((o) => o.id === 'ISTTZX20270501E1-2-F');
    expect(marked).toBeDefined();
    if (!marked) return;
    const [priced] = priceFlightOffers(clock, [marked]).flightOffers;
    const rise = c(priced?.price.total) / c(marked.price.total);
    expect(rise).toBeGreaterThan(1.02);
    expect(rise).toBeLessThan(1.08);
    expect(priced?.itineraries).toEqual(marked.itineraries);
    // Priced again, it stays at its new price.
    expect(priceFlightOffers(clock, [priced as FlightOffer]).flightOffers).toEqual([priced]);
    const share = data.filter((o) => o.id.endsWith(FARE_CHANGE_MARKER)).length / data.length;
    expect(share).toBeLessThan(0.3);
  });

  it('refuses an offer it did not make, a garbled one, or one changed on the way', () => {
    const [offer] = search().data;
    if (!offer) throw new Error('no offer');
    expect(() => priceFlightOffers(clock, [{ ...offer, id: '1' }])).toThrow(rejected);
    expect(() => priceFlightOffers(clock, [{ ...offer, id: offer.id.replace('TZXIST', 'TZXSAW') }])).toThrow(
      rejected,
    );
    const moved = structuredClone(offer);
    const segment = moved.itineraries[0]?.segments[0];
    if (segment) segment.number = '1';
    expect(() => priceFlightOffers(clock, [moved])).toThrow(rejected);
    expect(() => priceFlightOffers(clock, [{ ...offer, travelerPricings: [] }])).toThrow(rejected);
    expect(() => priceFlightOffers(clock, [])).toThrow(rejected);
    // A flight that has left is no longer sold.
    expect(() => priceFlightOffers(fixedClock(new Date('2027-05-02T09:00:00Z')), [offer])).toThrow(rejected);
  });
});

describe('createFlightOrder', () => {
  const traveler = (id: string, over: Partial<FlightTraveler> = {}): FlightTraveler => ({
    id,
    dateOfBirth: '1985-04-12',
    name: { firstName: 'Leyla', lastName: `Yılmaz${id}` },
    documents: [
      {
        documentType: 'PASSPORT',
        number: `U1234567${id}`,
        expiryDate: '2031-01-01',
        issuanceCountry: 'TR',
        nationality: 'TR',
        holder: true,
      },
    ],
    ...over,
  });
  const twoAdults = () =>
    search({ adults: 2 }).data.find((o) => !o.id.endsWith(FARE_CHANGE_MARKER)) as FlightOffer;
  const order = (offer: FlightOffer, travelers: FlightTraveler[]): FlightOrderRequest => ({
    flightOffers: [offer],
    travelers,
  });

  it('orders an offer for one traveler per adult, with a record locator, the same every time', () => {
    const offer = twoAdults();
    const made = createFlightOrder(clock, order(offer, [traveler('1'), traveler('2')]));
    expect(made).toMatchObject({
      type: 'flight-order',
      flightOffers: [offer],
      travelers: [traveler('1'), traveler('2')],
    });
    expect(made.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(made.associatedRecords?.[0]).toMatchObject({
      originSystemCode: 'GDS',
      flightOfferId: offer.id,
      creationDate: '2027-03-01T09:00:00',
    });
    expect(made.associatedRecords?.[0]?.reference).toMatch(/^[A-Z0-9]{6}$/);
    expect(createFlightOrder(clock, order(offer, [traveler('2'), traveler('1')]))).toEqual({
      ...made,
      travelers: [traveler('2'), traveler('1')],
    });
    const other = createFlightOrder(
      clock,
      order(offer, [traveler('1'), traveler('2', { name: { firstName: 'Ali', lastName: 'Kaya' } })]),
    );
    expect(other.associatedRecords?.[0]?.reference).not.toBe(made.associatedRecords?.[0]?.reference);
  });

  it('refuses travelers missing, extra, unnamed, undated or without a valid document', () => {
    const offer = twoAdults();
    const refused = (travelers: FlightTraveler[]) =>
      expect(() => createFlightOrder(clock, order(offer, travelers))).toThrow(rejected);
    refused([traveler('1')]);
    refused([traveler('1'), traveler('2'), traveler('3')]);
    refused([traveler('1'), traveler('1')]);
    refused([traveler('1'), traveler('2', { name: { firstName: ' ', lastName: 'Kaya' } })]);
    refused([traveler('1'), traveler('2', { dateOfBirth: '1985-02-30' })]);
    refused([traveler('1'), traveler('2', { documents: [] })]);
    refused([traveler('1'), traveler('2', { documents: undefined })]);
    const expired = traveler('2');
    const [passport] = expired.documents ?? [];
    if (passport) passport.expiryDate = '2027-04-30';
    refused([traveler('1'), expired]);
  });

  it('refuses an offer whose fare changed until it is priced again, and then orders it', () => {
    const marked = search({ originLocationCode: 'IST', destinationLocationCode: 'TZX' }).data.find(
      (o) => o.id === 'ISTTZX20270501E1-2-F',
    );
    if (!marked) throw new Error('no marked offer');
    expect(() => createFlightOrder(clock, order(marked, [traveler('1')]))).toThrow(rejected);
    const [priced] = priceFlightOffers(clock, [marked]).flightOffers;
    expect(createFlightOrder(clock, order(priced as FlightOffer, [traveler('1')])).flightOffers).toEqual([
      priced,
    ]);
  });
});
