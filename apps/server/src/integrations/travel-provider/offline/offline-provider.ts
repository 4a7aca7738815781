import { type Clock, systemClock } from '../../../lib/clock.ts';
import type { TravelProvider } from '../travel-provider.ts';
import { createFlightOrder, flightOffers, priceFlightOffers } from './offline-flights.ts';
import { hotelSentiments, hotelsByCity, hotelsByIds } from './offline-hotel-list.ts';
import { hotelOffer, hotelOffers } from './offline-hotel-offers.ts';

export { type OfflineHotelContent, offlineHotelContent } from './offline-hotel-list.ts';

/**
 * The offline travel provider (TRAVEL_PROVIDER=offline, the default): hotels around Trabzon and
 * Rize and flights between the search form's airports, in the provider's own shapes and made up
 * from a hash of the question, so the same question always gets the same answer. The clock only
 * says what "today" is: dates before it are refused, and fares rise as the day comes near.
 */
export function offlineProvider(options: { clock?: Clock } = {}): TravelProvider {
  const clock = options.clock ?? systemClock;
  return {
    name: 'offline',
    hotelsByCity: async (query) => hotelsByCity(query),
    hotelsByIds: async (hotelIds) => hotelsByIds(hotelIds),
    hotelOffers: async (query) => hotelOffers(clock, query),
    hotelOffer: async (offerId) => hotelOffer(clock, offerId),
    hotelSentiments: async (hotelIds) => hotelSentiments(hotelIds),
    flightOffers: async (query) => flightOffers(clock, query),
    priceFlightOffers: async (offers) => priceFlightOffers(clock, offers),
    createFlightOrder: async (order) => createFlightOrder(clock, order),
  };
}
