import type { Language } from '@app/shared/i18n/languages';
import { CARRIERS } from '@app/shared/travel/carriers';
import type { RecentFlightSearch } from '@app/shared/travel/recent-searches';
import type {
  FlightQuoteDto,
  FlightSearchDto,
  HotelOffersDto,
  HotelRoomOfferDto,
  ProviderHotelQuoteDto,
  TrabzonHotelsDto,
} from '@app/shared/travel/responses';
import {
  type FlightSearchQuery,
  MAX_FLIGHT_RESULTS,
  PROVIDER_CURRENCY,
  type TravelStayQuery,
} from '@app/shared/travel/schemas';
import type { Db } from '../../db/client.ts';
import {
  type FlightOffer,
  type ProviderHotel,
  type TravelProvider,
  TravelProviderError,
} from '../../integrations/travel-provider/travel-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AnswerCache, HOTEL_LIST_TTL_MS, OFFERS_TTL_MS } from './answer-cache.ts';
import { flightOfferDto } from './flight-offers.ts';
import {
  fallbackOffer,
  fallbackOffers,
  nightsOf,
  readFallbackOfferId,
  roomOfferDto,
} from './hotel-room-offers.ts';
import type { OfferSeal } from './offer-seal.ts';
import { DEFAULT_HOTEL_IMAGE, type HotelContent, trabzonHotelDto, trabzonHotels } from './trabzon-hotels.ts';
import { recentSearchesRepository } from './travel.repository.ts';
import type { TravelSource } from './travel-source.ts';

export interface TravelDeps {
  db: Db;
  clock: Clock;
  source: TravelSource;
  cache: AnswerCache;
  seal: OfferSeal;
  content: HotelContent;
}

/** A sealed offer: which provider made it, and the offer. */
interface SealedOffer {
  provider: string;
  offer: FlightOffer;
}

/** What a failure of the provider means to our clients. */
export function providerProblem(error: unknown): unknown {
  if (!(error instanceof TravelProviderError)) return error;
  if (error.failure === 'unavailable')
    return new AppError(503, 'provider_unavailable', { headers: { 'retry-after': '30' } });
  if (error.failure === 'not_found') return new AppError(409, 'offer_unavailable');
  return new AppError(409, 'offer_unavailable');
}

const rethrow = (error: unknown): never => {
  throw providerProblem(error);
};

/** Flights, and hotels around Trabzon and Rize, from the travel data provider (docs/decisions/029). */
export function travelService({ db, clock, source, cache, seal, content }: TravelDeps) {
  const carriersOf = (offers: FlightOffer[], dictionary: Record<string, string> | undefined) => {
    const names: Record<string, string> = {};
    for (const offer of offers)
      for (const it of offer.itineraries)
        for (const s of it.segments) {
          for (const code of [s.carrierCode, s.operating?.carrierCode])
            if (code) names[code] = dictionary?.[code] ?? CARRIERS[code] ?? code;
        }
    return names;
  };
  /** The offer a token seals, made by the configured provider; 400 `invalid_offer` otherwise. */
  const openOffer = (token: string): FlightOffer => {
    const sealed = seal.open<SealedOffer>(token);
    if (!sealed || sealed.provider !== source.configured || !Array.isArray(sealed.offer?.itineraries))
      throw new AppError(400, 'invalid_offer');
    return sealed.offer;
  };
  const sealOffer = (provider: string) => (offer: FlightOffer) =>
    seal.seal({ provider, offer } satisfies SealedOffer);

  async function hotelNamed(provider: TravelProvider, hotelId: string): Promise<ProviderHotel | null> {
    const [hotel] = await cache.get(`${provider.name}:hotel:${hotelId}`, HOTEL_LIST_TTL_MS, () =>
      provider.hotelsByIds([hotelId]).catch((error: unknown) => {
        if (error instanceof TravelProviderError && error.failure !== 'unavailable') return [];
        throw error;
      }),
    );
    return hotel ?? null;
  }

  /** A hotel's room offers for a stay, or the fallback rooms of its best rate; none is an empty list. */
  async function roomOffers(provider: TravelProvider, hotelId: string, stay: TravelStayQuery) {
    const nights = nightsOf(stay.checkIn, stay.checkOut);
    const ask = (bestRateOnly: boolean) =>
      cache
        .get(
          `${provider.name}:rooms:${hotelId}:${stay.checkIn}:${stay.checkOut}:${stay.guests}:${bestRateOnly}`,
          OFFERS_TTL_MS,
          () =>
            provider.hotelOffers({
              hotelIds: [hotelId],
              checkInDate: stay.checkIn,
              checkOutDate: stay.checkOut,
              adults: stay.guests,
              roomQuantity: 1,
              currency: PROVIDER_CURRENCY,
              bestRateOnly,
            }),
        )
        // The provider refuses a hotel with no room for the dates (its code 3664): nothing offered.
        .catch((error: unknown) => {
          if (error instanceof TravelProviderError && error.failure !== 'unavailable') return [];
          throw error;
        })
        .then((answer) => answer.find((h) => h.hotel.hotelId === hotelId));
    const rooms = await ask(false);
    const offered = rooms?.available ? (rooms.offers ?? []) : [];
    if (offered.length)
      return { name: rooms?.hotel.name, offers: offered.map((o) => roomOfferDto(o, nights)), nights };
    const best = await ask(true);
    const bestOffer = best?.available ? best.offers?.[0] : undefined;
    return {
      name: best?.hotel.name ?? rooms?.hotel.name,
      offers: bestOffer ? fallbackOffers(bestOffer, nights) : [],
      nights,
    };
  }

  return {
    /** GET /api/travel/hotels */
    async hotels(query: TravelStayQuery, lang: Language): Promise<TrabzonHotelsDto> {
      const nights = nightsOf(query.checkIn, query.checkOut);
      const read = await source.read((p) => trabzonHotels(p, cache, query)).catch(rethrow);
      const { hotels, sentiments, offers } = read.value;
      return {
        hotels: hotels.map((h) =>
          trabzonHotelDto(
            h,
            { sentiment: sentiments.get(h.hotelId), offers: offers.get(h.hotelId) },
            { lang, nights, content },
          ),
        ),
        checkIn: query.checkIn,
        checkOut: query.checkOut,
        guests: query.guests,
        nights,
        source: read.source,
        fallback: read.fallback,
        bookable: read.bookable,
      };
    },

    /** GET /api/travel/hotels/:hotelId/offers */
    async hotelOffers(hotelId: string, stay: TravelStayQuery): Promise<HotelOffersDto> {
      const read = await source
        .read(async (p) => {
          const found = await roomOffers(p, hotelId, stay);
          const name = found.name ?? (await hotelNamed(p, hotelId))?.name;
          if (!name) throw new AppError(404, 'not_found');
          return { ...found, name };
        })
        .catch(rethrow);
      return {
        hotel: { hotelId, name: read.value.name },
        offers: read.value.offers,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        guests: stay.guests,
        nights: read.value.nights,
        source: read.source,
        fallback: read.fallback,
        bookable: read.bookable,
      };
    },

    /**
     * An offer of a hotel priced again by the configured provider (never a stand-in): a fallback
     * room from its best rate. 409 `offer_unavailable` when it is no longer sold for this stay.
     */
    async priceHotelOffer(
      body: { hotelId: string; offerId: string } & TravelStayQuery,
      lang: Language,
    ): Promise<ProviderHotelQuoteDto & { provider: string }> {
      const nights = nightsOf(body.checkIn, body.checkOut);
      const fallback = readFallbackOfferId(body.offerId);
      const { priced, hotel, provider } = await source
        .book(async (p) => {
          const answer = await p.hotelOffer(fallback ? fallback.bestOfferId : body.offerId);
          return { priced: answer, hotel: await hotelNamed(p, body.hotelId), provider: p.name };
        })
        .catch(rethrow);
      const offer = priced.offers?.[0];
      const same =
        priced.available &&
        offer &&
        priced.hotel.hotelId === body.hotelId &&
        (!offer.checkInDate || offer.checkInDate === body.checkIn) &&
        (!offer.checkOutDate || offer.checkOutDate === body.checkOut) &&
        (offer.guests?.adults == null || offer.guests.adults >= body.guests);
      if (!same || !offer) throw new AppError(409, 'offer_unavailable');
      const dto: HotelRoomOfferDto = fallback
        ? fallbackOffer(offer, fallback.tier, nights)
        : roomOfferDto(offer, nights);
      const shown = hotel ? trabzonHotelDto(hotel, {}, { lang, nights, content }) : null;
      return {
        provider,
        hotel: {
          hotelId: body.hotelId,
          name: priced.hotel.name ?? hotel?.name ?? body.hotelId,
          cityName: shown?.cityName ?? priced.hotel.cityCode ?? '',
          image: shown?.image ?? content(body.hotelId)?.image ?? DEFAULT_HOTEL_IMAGE,
        },
        offer: dto,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        guests: body.guests,
      };
    },

    /** GET /api/travel/flights */
    async flights(query: FlightSearchQuery): Promise<FlightSearchDto> {
      const read = await source
        .read(async (p) => ({
          provider: p.name,
          answer: await cache.get(`${p.name}:flights:${JSON.stringify(query)}`, OFFERS_TTL_MS, () =>
            p.flightOffers({
              originLocationCode: query.origin,
              destinationLocationCode: query.destination,
              departureDate: query.departureDate,
              ...(query.returnDate ? { returnDate: query.returnDate } : {}),
              adults: query.passengers,
              travelClass: query.cabin,
              currencyCode: PROVIDER_CURRENCY,
              max: MAX_FLIGHT_RESULTS,
            }),
          ),
        }))
        .catch(rethrow);
      const offers = read.value.answer.data.slice(0, MAX_FLIGHT_RESULTS);
      const carriers = carriersOf(offers, read.value.answer.dictionaries.carriers);
      return {
        offers: offers.map((o) => flightOfferDto(o, carriers, sealOffer(read.value.provider))),
        carriers,
        source: read.source,
        fallback: read.fallback,
        bookable: read.bookable,
      };
    },

    openOffer,
    carriersOf: (offers: FlightOffer[]) => carriersOf(offers, undefined),

    /** A flight offer priced again by the configured provider: its price now, sealed again. */
    async priceFlight(token: string): Promise<FlightQuoteDto & { priced: FlightOffer }> {
      const offer = openOffer(token);
      const answer = await source.book((p) => p.priceFlightOffers([offer])).catch(rethrow);
      const priced = answer.flightOffers[0];
      if (!priced) throw new AppError(409, 'offer_unavailable');
      const carriers = carriersOf([priced], answer.dictionaries?.carriers);
      return { offer: flightOfferDto(priced, carriers, sealOffer(source.configured)), carriers, priced };
    },

    /** The configured provider, for what is ordered. */
    order<T>(call: (provider: TravelProvider) => Promise<T>): Promise<T> {
      return source.book(call).catch(rethrow);
    },

    configured: source.configured,

    recent: {
      list: (userId: string) => recentSearchesRepository(db).list(userId),
      remember: (userId: string, search: RecentFlightSearch) =>
        recentSearchesRepository(db).remember(userId, search, clock.now()),
      forget: (userId: string, key: string) => recentSearchesRepository(db).forget(userId, key),
      clear: (userId: string) => recentSearchesRepository(db).clear(userId),
    },
  };
}
export type TravelService = ReturnType<typeof travelService>;
