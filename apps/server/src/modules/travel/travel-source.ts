import {
  type TravelProvider,
  TravelProviderError,
} from '../../integrations/travel-provider/travel-provider.ts';

/** Where an answer came from (see `travelSourceFields` in the shared answers). */
export interface Sourced<T> {
  value: T;
  source: 'provider' | 'offline';
  fallback: boolean;
  bookable: boolean;
}

export interface TravelSource {
  /** The configured provider's name. */
  readonly configured: 'offline' | 'amadeus';
  /**
   * The configured provider's answer; when it is down or too slow (`unavailable`), the offline
   * provider's, marked as a fallback and not bookable. Other failures (an offer no longer sold,
   * a request refused) are the answer.
   */
  read<T>(call: (provider: TravelProvider) => Promise<T>): Promise<Sourced<T>>;
  /** The configured provider only, for what is booked: no stand-in. */
  book<T>(call: (provider: TravelProvider) => Promise<T>): Promise<T>;
}

export function travelSource(
  provider: TravelProvider,
  offline: TravelProvider,
  log: { warn(obj: object, msg: string): void },
): TravelSource {
  const own = provider.name === 'offline';
  return {
    configured: provider.name,
    async read(call) {
      try {
        return {
          value: await call(provider),
          source: own ? 'offline' : 'provider',
          fallback: false,
          bookable: true,
        };
      } catch (error) {
        if (own || !(error instanceof TravelProviderError) || error.failure !== 'unavailable') throw error;
        log.warn(
          { provider: provider.name, reason: error.message },
          'travel provider unavailable: offline answers shown',
        );
        return { value: await call(offline), source: 'offline', fallback: true, bookable: false };
      }
    },
    book: (call) => call(provider),
  };
}
