import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { amadeusProvider } from './amadeus/amadeus-provider.ts';
import { offlineProvider } from './offline/offline-provider.ts';
import type { TravelProvider } from './travel-provider.ts';

/**
 * The provider the configuration names (TRAVEL_PROVIDER), and the offline one that stands in for
 * it when it is down. The credentials stay here, on the server.
 */
export function configuredTravelProvider(
  config: Pick<
    Config,
    | 'TRAVEL_PROVIDER'
    | 'TRAVEL_PROVIDER_URL'
    | 'TRAVEL_PROVIDER_CLIENT_ID'
    | 'TRAVEL_PROVIDER_CLIENT_SECRET'
    | 'TRAVEL_PROVIDER_TIMEOUT_MS'
  >,
  logger: { warn(obj: object, msg: string): void },
  clock: Clock,
): { provider: TravelProvider; offline: TravelProvider } {
  const offline = offlineProvider({ clock });
  if (config.TRAVEL_PROVIDER !== 'amadeus') return { provider: offline, offline };
  return {
    provider: amadeusProvider({
      baseUrl: config.TRAVEL_PROVIDER_URL ?? '',
      clientId: config.TRAVEL_PROVIDER_CLIENT_ID ?? '',
      clientSecret: config.TRAVEL_PROVIDER_CLIENT_SECRET ?? '',
      timeoutMs: config.TRAVEL_PROVIDER_TIMEOUT_MS,
      logger,
    }),
    offline,
  };
}
