import pg from 'pg';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/**
 * The logger's `err` serializer: what an error says about the code, never the data it was handling.
 * A failed query's error carries its SQL and parameters (Drizzle writes both into the message) and
 * PostgreSQL's message and detail quote values ("Key (email)=(…) already exists"), so an error from
 * the database is logged by its class, SQLSTATE, the names of what it concerns, the driver's own
 * reason (a timeout, a refused connection) and where in the code it was thrown. Other errors keep
 * their message with email addresses masked.
 */

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  database?: {
    unavailable: boolean;
    routine?: string;
    constraint?: string;
    table?: string;
    column?: string;
  };
  stack: string;
  cause?: LoggedError;
};

const FRAME = /^\s+at /;
const EMAIL = /[^\s@"'<>()[\]{},;:=]+@[^\s@"'<>()[\]{},;:=]+\.[a-z]{2,}/gi;
const NAMES = ['routine', 'constraint', 'table', 'column'] as const;

type Fields = Record<string, unknown>;

function chainOf(error: unknown): Fields[] {
  const chain: Fields[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !chain.includes(current as Fields)) {
    chain.push(current as Fields);
    current = (current as Fields).cause;
  }
  return chain;
}

/** An error PostgreSQL sent (its message may quote values): node-postgres's or PGlite's. */
const fromServer = (e: Fields) => e instanceof pg.DatabaseError || 'severity' in e;
/** That, or Drizzle's DrizzleQueryError, whose message holds the SQL and its parameters. */
const fromDatabase = (e: Fields) => fromServer(e) || 'params' in e;

const typeOf = (e: Fields) => (e instanceof Error ? e.constructor.name || e.name : typeof e);
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
const frames = (e: Fields) =>
  typeof e.stack === 'string'
    ? e.stack
        .split('\n')
        .filter((l) => FRAME.test(l))
        .join('\n')
    : '';
const masked = (text: string) => text.replace(EMAIL, '[email]');

export function logSafeError(error: unknown): LoggedError {
  const chain = chainOf(error);
  const top = chain[0];
  if (!top) return { type: typeof error, message: masked(String(error)), stack: '' };
  if (chain.some(fromDatabase) || isDatabaseUnavailable(error)) {
    const code = chain.map((e) => str(e.code)).find(Boolean);
    const unavailable = isDatabaseUnavailable(error);
    const database: NonNullable<LoggedError['database']> = { unavailable };
    for (const name of NAMES) {
      const value = chain.map((e) => str(e[name])).find(Boolean);
      if (value) database[name] = value;
    }
    // The driver's own words ("Query read timeout", "connect ECONNREFUSED …") quote no data.
    const root = chain.at(-1) as Fields;
    const reason = !fromDatabase(root) && typeof root.message === 'string' ? `: ${masked(root.message)}` : '';
    return {
      type: chain.map(typeOf).join(' < '),
      message: `${unavailable ? 'database unavailable' : 'database error'}${code ? ` (${code})` : ''}${reason}`,
      ...(code ? { code } : {}),
      database,
      stack: frames(top),
    };
  }
  const code = str(top.code);
  return {
    type: typeOf(top),
    message: typeof top.message === 'string' ? masked(top.message) : '',
    ...(code ? { code } : {}),
    stack: typeof top.stack === 'string' ? masked(top.stack) : '',
    ...(chain[1] ? { cause: logSafeError(chain[1]) } : {}),
  };
}
