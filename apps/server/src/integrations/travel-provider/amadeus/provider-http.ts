import { type ProviderFailure, TravelProviderError } from '../travel-provider.ts';
import type { AccessTokens } from './access-token.ts';
import { describeProviderError, exchange, type ProviderLogger, providerErrorOf } from './provider-fetch.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_RETRIES = 2;
/** The first wait before a retry; each further one doubles, up to RETRY_MAX_DELAY_MS. */
export const RETRY_BASE_DELAY_MS = 250;
export const RETRY_MAX_DELAY_MS = 2_000;
/** The longest `Retry-After` honoured; a provider asking for more is given up on at once. */
export const RETRY_AFTER_CAP_MS = 5_000;

export interface ProviderRequest {
  method: 'GET' | 'POST';
  /** The versioned path, e.g. `/v3/shopping/hotel-offers`. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Whether sending it twice does no harm. A call that is not (creating an order) is retried only
   * when the provider certainly did not act on it: a 429, or a failure before it was sent.
   */
  idempotent: boolean;
}

export interface ProviderHttpOptions {
  baseUrl: string;
  tokens: AccessTokens;
  timeoutMs: number;
  maxRetries: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  logger: ProviderLogger;
}

export interface ProviderHttp {
  /** The answer's body on a 2xx; otherwise throws TravelProviderError. */
  send(request: ProviderRequest): Promise<unknown>;
}

/** The wait before retry number `retry` (0 for the first): 250 ms, 500 ms, 1 s, 2 s, 2 s… */
export function backoffMs(retry: number): number {
  return Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** retry);
}

/** `Retry-After` in ms from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/** What a refusal of the provider means for the product: 400/409/410/422 rejected, 404 not found, the rest unavailable. */
export function failureForStatus(status: number): ProviderFailure {
  if (status === 404) return 'not_found';
  if (status === 400 || status === 409 || status === 410 || status === 422) return 'rejected';
  return 'unavailable';
}

type Attempt =
  | { kind: 'answered'; body: unknown }
  | { kind: 'unauthorized'; token: string; body: unknown }
  | {
      kind: 'failed';
      error: TravelProviderError;
      /** safe: the provider did not act on it; if-idempotent: it may have; never: do not retry. */
      retry: 'safe' | 'if-idempotent' | 'never';
      retryAfter?: string | null;
    };

/**
 * The provider's API calls: bearer token, timeout, retries and the mapping of its errors.
 *
 * - A 401 drops the token, takes a new one and sends the call again, once; a second 401 is
 *   'unavailable' (the agency's credentials are wrong: logged, without the secret or the token).
 * - 429, 5xx, a timeout and a network error are retried up to `maxRetries` times after
 *   250 ms, 500 ms… (at most 2 s), or after the `Retry-After` the provider gives; one above 5 s is
 *   given up on at once rather than held. A call that is not idempotent is retried only on 429
 *   (which the provider did not process) or when the token could not be had (nothing was sent).
 * - 400/409/410/422 → 'rejected', 404 → 'not_found' (with the provider's code and words),
 *   403 and the rest → 'unavailable'. Nothing is cached but the token.
 */
export function providerHttp(options: ProviderHttpOptions): ProviderHttp {
  const { tokens, logger } = options;

  function urlOf(request: ProviderRequest): URL {
    const url = new URL(request.path, options.baseUrl);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url;
  }

  async function attempt(request: ProviderRequest): Promise<Attempt> {
    let token: string;
    try {
      token = await tokens.get();
    } catch (error) {
      if (!(error instanceof TravelProviderError)) throw error;
      const status = error.status;
      // Nothing was sent to the API: trying again is safe unless the credentials were refused.
      const transient = status === undefined || status === 429 || status >= 500;
      return { kind: 'failed', error, retry: transient ? 'safe' : 'never' };
    }

    const headers: Record<string, string> = {
      Accept: 'application/json, application/vnd.amadeus+json',
      Authorization: `Bearer ${token}`,
      ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(request.headers ?? {}),
    };
    let answer: Awaited<ReturnType<typeof exchange>>;
    try {
      answer = await exchange(
        urlOf(request),
        {
          method: request.method,
          headers,
          ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        },
        options.timeoutMs,
      );
    } catch (error) {
      if (!(error instanceof TravelProviderError)) throw error;
      return { kind: 'failed', error, retry: 'if-idempotent' };
    }

    const where = `Travel provider ${request.method} ${request.path}`;
    const { status, body } = answer;
    if (status >= 200 && status < 300) {
      if (body === undefined) {
        return {
          kind: 'failed',
          error: new TravelProviderError('unavailable', `${where}: unreadable answer (${status})`, status),
          retry: 'never',
        };
      }
      return { kind: 'answered', body };
    }
    if (status === 401) return { kind: 'unauthorized', token, body };

    const said = describeProviderError(body);
    const failure = failureForStatus(status);
    const error = new TravelProviderError(
      failure,
      `${where}: ${failure === 'unavailable' ? 'failed' : failure.replace('_', ' ')} (${status})${said ? ` ${said}` : ''}`,
      status,
      providerErrorOf(body).code,
    );
    const retryAfter = answer.headers.get('retry-after');
    if (status === 429) return { kind: 'failed', error, retry: 'safe', retryAfter };
    if (status >= 500) return { kind: 'failed', error, retry: 'if-idempotent', retryAfter };
    if (status === 403) {
      logger.warn(
        { provider: 'amadeus', status, path: request.path, providerCode: providerErrorOf(body).code },
        'The travel provider forbids this API to the agency credentials',
      );
    }
    return { kind: 'failed', error, retry: 'never' };
  }

  async function send(request: ProviderRequest): Promise<unknown> {
    let reauthenticated = false;
    let retries = 0;
    for (;;) {
      const outcome = await attempt(request);
      if (outcome.kind === 'answered') return outcome.body;

      if (outcome.kind === 'unauthorized') {
        tokens.invalidate(outcome.token);
        if (!reauthenticated) {
          reauthenticated = true;
          continue;
        }
        const providerCode = providerErrorOf(outcome.body).code;
        logger.warn(
          { provider: 'amadeus', status: 401, path: request.path, providerCode },
          'The travel provider refused a new access token too: check the agency credentials in the server configuration',
        );
        const said = describeProviderError(outcome.body);
        throw new TravelProviderError(
          'unavailable',
          `Travel provider ${request.method} ${request.path}: access refused twice (401)${said ? ` ${said}` : ''}`,
          401,
          providerCode,
        );
      }

      const { error, retry } = outcome;
      const mayRetry = retry === 'safe' || (retry === 'if-idempotent' && request.idempotent);
      if (!mayRetry) throw error;
      if (retries >= options.maxRetries) throw givenUp(error, `after ${retries + 1} attempts`);
      const asked = retryAfterMs(outcome.retryAfter ?? null, options.now());
      if (asked !== null && asked > RETRY_AFTER_CAP_MS) {
        throw givenUp(error, `it asked to wait ${Math.ceil(asked / 1000)} s`);
      }
      const wait = asked ?? backoffMs(retries);
      retries += 1;
      await options.sleep(wait);
    }
  }

  return { send };
}

function givenUp(error: TravelProviderError, why: string): TravelProviderError {
  return new TravelProviderError(
    'unavailable',
    `${error.message}; given up ${why}`,
    error.status,
    error.providerCode,
  );
}
