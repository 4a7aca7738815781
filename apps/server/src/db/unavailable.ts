/**
 * Which failures mean "the database cannot be reached or answer right now" rather than "this
 * query is wrong": those are answered 503 `service_unavailable` with Retry-After, never 500.
 */

/** What a client told "the database is unavailable" should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** Errors our own client raised while connecting or after giving up on a statement. */
const marked = new WeakSet<object>();

export function markUnavailable<T>(error: T): T {
  if (typeof error === 'object' && error !== null) marked.add(error);
  return error;
}

/** Socket errors: the server refused, dropped or never answered the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting up),
 * 53300 (too many connections), 57014 (statement cancelled: `statement_timeout`), 25P03 (session
 * ended by `idle_in_transaction_session_timeout`).
 */
const SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[123]|53300|57014|25P03)$/;

/** node-postgres and pg-pool say these in words only (pg 8, pg-pool 3). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout expired$/,
];

function isUnavailableItself(error: object): boolean {
  if (marked.has(error)) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message));
}

/** Whether the error, or what caused it (Drizzle wraps the driver's error), is one of those. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
