import { TravelProviderError } from '../travel-provider.ts';

/** Where the client writes what an operator must know (Fastify's logger fits). */
export interface ProviderLogger {
  warn(obj: object, msg: string): void;
}

/** One answer of the provider: its status, headers and body (JSON parsed; undefined when unreadable). */
export interface ProviderAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * One HTTP exchange with Node's fetch, given `timeoutMs` for the whole of it (the body included).
 * A timeout or a network failure throws TravelProviderError('unavailable') without a status.
 * The message names the path only: never a header, so never the token.
 */
export async function exchange(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string | URLSearchParams },
  timeoutMs: number,
): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: parseBody(text) };
  } catch (error) {
    const where = `${init.method} ${url.pathname}`;
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new TravelProviderError(
        'unavailable',
        `Travel provider ${where}: no answer within ${timeoutMs} ms`,
      );
    }
    throw new TravelProviderError(
      'unavailable',
      `Travel provider ${where}: unreachable (${networkCause(error)})`,
    );
  }
}

/** The provider answers `application/vnd.amadeus+json` (its APIs) or `application/json` (its token): both JSON. */
function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function networkCause(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

/**
 * The provider's own account of an error: `errors[0]` of its APIs, or the token endpoint's
 * `{ error, error_description, code, title }` (`error` is the OAuth2 error, e.g. invalid_client).
 */
export function providerErrorOf(body: unknown): {
  error?: string;
  code?: number | string;
  title?: string;
  detail?: string;
} {
  if (body === null || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const first = Array.isArray(record.errors)
    ? (record.errors[0] as Record<string, unknown> | undefined)
    : record;
  if (!first || typeof first !== 'object') return {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const code = typeof first.code === 'number' || typeof first.code === 'string' ? first.code : undefined;
  const error = text(first.error);
  const title = text(first.title);
  const detail = text(first.detail) ?? text(first.error_description);
  return {
    ...(error ? { error } : {}),
    ...(code !== undefined ? { code } : {}),
    ...(title ? { title } : {}),
    ...(detail ? { detail } : {}),
  };
}

/** "477 INVALID FORMAT: invalid query parameter format", or "" when the provider said nothing. */
export function describeProviderError(body: unknown): string {
  const { error, code, title, detail } = providerErrorOf(body);
  const head = [error, code, title].filter((part) => part !== undefined).join(' ');
  return [head, detail].filter(Boolean).join(': ');
}
