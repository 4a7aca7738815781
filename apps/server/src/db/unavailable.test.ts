import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markUnavailable } from './unavailable.ts';

/** node-postgres's error for an ErrorResponse, with a SQLSTATE, wrapped as Drizzle wraps it. */
function failedQuery(code: string, message = 'failed') {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return new DrizzleQueryError('select * from users where email = $1', ['ayse@example.org'], error);
}

function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['terminated by an administrator', '57P01'],
    ['crash shutdown', '57P02'],
    ['still starting up', '57P03'],
    ['too many connections', '53300'],
    ['connection failure', '08006'],
    ['connection does not exist', '08003'],
    ['statement timeout', '57014'],
    ['idle-in-transaction timeout', '25P03'],
  ])('is true for %s (%s), also behind Drizzle', (_name, code) => {
    expect(isDatabaseUnavailable(failedQuery(code))).toBe(true);
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'])(
    'is true for the socket error %s, alone or among the addresses tried',
    (code) => {
      expect(isDatabaseUnavailable(socketError(code))).toBe(true);
      expect(isDatabaseUnavailable(new AggregateError([socketError(code)], 'all addresses failed'))).toBe(
        true,
      );
    },
  );

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Query read timeout',
    'Client was closed and is not queryable',
    'Client has encountered a connection error and is not queryable',
  ])('is true for the driver’s “%s”', (message) => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new Error(message)))).toBe(true);
  });

  it('is true for anything the client marked (a refused login while connecting)', () => {
    const refused = new pg.DatabaseError(
      'database "travel" is not currently accepting connections',
      60,
      'error',
    );
    refused.code = '55000';
    expect(isDatabaseUnavailable(refused)).toBe(false);
    expect(isDatabaseUnavailable(markUnavailable(refused))).toBe(true);
  });

  it.each([
    ['a unique violation', '23505'],
    ['a check violation', '23514'],
    ['a missing table', '42P01'],
    ['a syntax error', '42601'],
    ['a serialization failure', '40001'],
  ])('is false for %s (%s): that is a bug or a conflict, not an outage', (_name, code) => {
    expect(isDatabaseUnavailable(failedQuery(code))).toBe(false);
  });

  it('is false for errors that have nothing to do with the database', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
