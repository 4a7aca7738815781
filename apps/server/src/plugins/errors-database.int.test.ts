import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { fixedClock } from '../lib/clock.ts';
import { errorMessage } from '../lib/messages.ts';
import { openTestDatabase } from '../test/harness.ts';

/**
 * How the API answers and logs a failing database, on PGlite and PostgreSQL alike: a trigger makes
 * the contact form's insert fail with a chosen SQLSTATE and a message quoting the sender's email.
 */
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let dataDir: string;
let log: string[] = [];

const sender = {
  name: 'Ayşe Yılmaz',
  email: 'ayse.yilmaz@example.org',
  phone: '+90 532 111 22 33',
  subject: 'booking' as const,
};

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  dataDir = await mkdtemp(path.join(tmpdir(), 'errors-db-'));
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    database,
    clock: fixedClock(new Date('2027-06-01T09:00:00Z')),
    jwtSecret: 'test-secret-that-is-long-enough-0123456789',
    logger: { level: 'info', stream },
  });
  await app.ready();
  await database.db.execute(
    sql.raw(`
    create function refuse_contact() returns trigger language plpgsql as $$
    begin
      if new.message like '%shutting down%' then
        raise exception 'closing for %', new.email using errcode = 'admin_shutdown';
      end if;
      raise exception 'refused % (%)', new.email, new.name using errcode = 'check_violation';
    end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger refuse_contact before insert on contact_messages
      for each row execute function refuse_contact()`),
  );
});
beforeEach(() => {
  log = [];
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  await rm(dataDir, { recursive: true, force: true });
});

const contact = (message: string, lang = 'en') =>
  app.inject({ method: 'POST', url: `/api/contact?lang=${lang}`, payload: { ...sender, message } });

/** Everything the request wrote to the log, and nothing personal in it. */
function expectNoPersonalData(text: string) {
  for (const secret of [sender.email, 'ayse.yilmaz', sender.name, 'Yılmaz', sender.phone, 'U1234567']) {
    expect(text).not.toContain(secret);
  }
  expect(text.toLowerCase()).not.toContain('insert into');
  expect(text).not.toContain('params');
}

describe('a failing statement', () => {
  it('answers 500 and logs the route and SQLSTATE, never the statement, its values or the message', async () => {
    const res = await contact('My passport number is U12345678, please keep it.');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error', status: 500 });
    expect(res.body).not.toContain(sender.email);

    expectNoPersonalData(log.join(''));
    const failure = log.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      method: 'POST',
      route: '/api/contact',
      err: { code: '23514', database: { unavailable: false } },
    });
    expect(failure.reqId).toBe(res.json().requestId);
  });

  it('answers a connection-class SQLSTATE with 503 service_unavailable and Retry-After, in the reader’s language', async () => {
    for (const lang of ['en', 'tr', 'ar'] as const) {
      const res = await contact('We are shutting down now, sorry.', lang);
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({
        code: 'service_unavailable',
        status: 503,
        title: errorMessage('service_unavailable', lang),
      });
    }
    const warnings = log.map((l) => JSON.parse(l)).filter((l) => l.msg === 'database unavailable');
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatchObject({
      level: 40,
      route: '/api/contact',
      err: { code: '57P01', database: { unavailable: true } },
    });
    expectNoPersonalData(log.join(''));
  });

  it('keeps personal query values out of the request log', async () => {
    const res = await app.inject({
      url: `/api/bookings/lookup?reference=KT-ABC123&email=${encodeURIComponent(sender.email)}`,
    });
    expect(res.statusCode).toBe(404);
    const text = log.join('');
    expect(text).toContain('/api/bookings/lookup?reference=[redacted]&email=[redacted]');
    expect(text).not.toContain('ayse.yilmaz');
    expect(text).not.toContain('KT-ABC123');
  });
});
