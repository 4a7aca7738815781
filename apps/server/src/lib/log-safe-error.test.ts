import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { logSafeError } from './log-safe-error.ts';

describe('logSafeError', () => {
  it('logs a failed query by class, SQLSTATE, names and frames: no SQL, parameters, message or detail', () => {
    const cause = new pg.DatabaseError(
      'duplicate key value violates unique constraint "users_email_key"',
      1,
      'error',
    );
    Object.assign(cause, {
      code: '23505',
      detail: 'Key (email)=(ayse@example.org) already exists.',
      constraint: 'users_email_key',
      table: 'users',
      routine: '_bt_check_unique',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "name") values ($1, $2)',
      ['ayse@example.org', 'Ayşe Yılmaz'],
      cause,
    );
    const logged = logSafeError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError < DatabaseError',
      message: 'database error (23505)',
      code: '23505',
      database: {
        unavailable: false,
        constraint: 'users_email_key',
        table: 'users',
        routine: '_bt_check_unique',
      },
    });
    expect(logged.stack).toMatch(/^\s+at /);
    const text = JSON.stringify(logged);
    for (const secret of ['ayse@example.org', 'Yılmaz', 'insert into', 'already exists', '$1']) {
      expect(text).not.toContain(secret);
    }
  });

  it('says when the database was unavailable', () => {
    const error = new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'));
    expect(logSafeError(error)).toMatchObject({
      message: 'database unavailable: Connection terminated unexpectedly',
      database: { unavailable: true },
    });
  });

  it('keeps other errors’ message, code, stack and cause, with email addresses masked', () => {
    const error = new Error('mail to ayse@example.org failed', {
      cause: Object.assign(new Error('550 <ayse@example.org>: recipient rejected'), { code: 'EENVELOPE' }),
    });
    const logged = logSafeError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'mail to [email] failed',
      cause: { type: 'Error', message: '550 <[email]>: recipient rejected', code: 'EENVELOPE' },
    });
    expect(logged.stack).toContain('mail to [email] failed');
    expect(JSON.stringify(logged)).not.toContain('ayse@example.org');
  });
});
