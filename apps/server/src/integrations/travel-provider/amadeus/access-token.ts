import { TravelProviderError } from '../travel-provider.ts';
import { describeProviderError, exchange, type ProviderLogger, providerErrorOf } from './provider-fetch.ts';

export const TOKEN_PATH = '/v1/security/oauth2/token';

/** A token is renewed this long before the provider says it expires. */
export const TOKEN_RENEWAL_MARGIN_MS = 60_000;

export interface AccessTokens {
  /** The cached token while it has more than the margin left; otherwise a new one (one request for all callers). */
  get(): Promise<string>;
  /** Forgets `token` if it is still the cached one (the provider refused it). */
  invalidate(token: string): void;
}

export interface AccessTokenOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  now: () => number;
  logger: ProviderLogger;
}

/**
 * The OAuth2 client-credentials token (`POST /v1/security/oauth2/token`), cached until 60 s before
 * its `expires_in` runs out. Concurrent callers share one request in flight; a failed request is
 * not cached, so the next caller asks again. A refusal (400/401: the agency's credentials are
 * wrong) is logged without the secret and thrown as 'unavailable' with its status; a timeout, a
 * network error, 429 or 5xx is thrown as 'unavailable' too (the caller may try again).
 */
export function accessTokens(options: AccessTokenOptions): AccessTokens {
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function request(): Promise<string> {
    const url = new URL(TOKEN_PATH, options.baseUrl);
    const answer = await exchange(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }),
      },
      options.timeoutMs,
    );
    const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null | undefined;
    if (answer.status === 200 && typeof body?.access_token === 'string' && body.access_token !== '') {
      const ttlMs = (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 0) * 1000;
      // A token shorter-lived than twice the margin is kept for half its life.
      const margin = Math.min(TOKEN_RENEWAL_MARGIN_MS, ttlMs / 2);
      cached = { token: body.access_token, renewAt: options.now() + ttlMs - margin };
      return body.access_token;
    }
    const said = describeProviderError(answer.body);
    if (answer.status === 200) {
      throw new TravelProviderError(
        'unavailable',
        'Travel provider token: the answer holds no access token',
        200,
      );
    }
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      options.logger.warn(
        { provider: 'amadeus', status: answer.status, providerCode: providerErrorOf(answer.body).code },
        'The travel provider refused the agency credentials (client id and secret in the server configuration)',
      );
    }
    throw new TravelProviderError(
      'unavailable',
      `Travel provider token: refused (${answer.status})${said ? ` ${said}` : ''}`,
      answer.status,
      providerErrorOf(answer.body).code,
    );
  }

  return {
    get() {
      if (cached && options.now() < cached.renewAt) return Promise.resolve(cached.token);
      if (!inFlight) {
        cached = null;
        inFlight = request().finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}
