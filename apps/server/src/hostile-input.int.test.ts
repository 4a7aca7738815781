import { todayIn } from '@app/shared/common/dates';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from './db/seed/seed.ts';
import { changedTables, fingerprintReader } from './test/db-fingerprint.ts';
import { createTestApp } from './test/harness.ts';
import { type Caller, type HostileRequest, requestsTo } from './test/hostile-requests.ts';
import { bearer, loginUser } from './test/http.ts';
import { knownValues } from './test/known-values.ts';
import { type RouteSpec, routesOf } from './test/openapi-routes.ts';

/**
 * No input gives a 500. Every route of the API (read from the OpenAPI document the app builds from
 * its routes, so a new route is included without touching this file) is driven with generated
 * requests (real ids and dates near today mixed with NUL and other control characters, broken
 * surrogates, huge strings, impossible dates, numbers out of range, wrong types) from a guest, a
 * signed-in traveller and an admin, on the demo data. Each answer must be below 500; a 4xx must be
 * problem+json, found by the input schemas (not by the database, the last line of defence), and
 * must have written nothing (the fingerprint of every table is unchanged).
 *
 * FUZZ_RUNS sets the requests per route (default 15); FUZZ_SEED replays a reported failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Problem codes of the database's last line of defence (lib/refused-input.ts): a schema missed it. */
const MISSED_BY_SCHEMA = new Set(['invalid_characters', 'value_out_of_range']);

/** Routes that end the caller's own session: sent by guests only, so the others stay signed in. */
const ENDS_SESSION = /^\/api\/auth\/(logout|logout-all|refresh)$/;

const t = await createTestApp({
  AUTH_RATE_LIMIT_PER_IP: '100000',
  COMMENT_RATE_LIMIT_PER_IP: '100000',
});
afterAll(() => t.close());
// The demo data is made for the real today; the app's clock agrees with it.
t.clock.set(new Date());
await seed(t.database.db, t.config, { info: () => {} });

const tokens: Record<Caller, string | null> = {
  guest: null,
  traveller: (await loginUser(t.app, 'user@karadeniz.travel', 'User123!')).token,
  admin: (await loginUser(t.app, 'admin@karadeniz.travel', 'Admin123!')).token,
};
const fingerprint = await fingerprintReader(t.database.db);
/** Edits and deletions last, so the routes before them meet the demo data whole. */
const LATER: Record<string, number> = { PUT: 1, DELETE: 2 };
const routes = routesOf((await t.app.inject({ url: '/api/openapi.json' })).json()).sort(
  (a, b) => (LATER[a.method] ?? 0) - (LATER[b.method] ?? 0),
);
const today = todayIn(t.config.BUSINESS_TIMEZONE, t.clock.now());

const describeRequest = (req: HostileRequest) =>
  `${req.caller} ${req.method} ${req.url.slice(0, 300)}${req.payload ? ` ${req.payload.slice(0, 300)}` : ''}`;

async function send(req: HostileRequest) {
  const token = tokens[req.caller];
  return t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: { ...req.headers, ...(token ? bearer(token) : {}) },
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
}

describe('hostile input on every route', () => {
  it('reads the routes from the running app', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(90);
    for (const name of [
      'POST /api/auth/register',
      'GET /api/hotels',
      'POST /api/bookings',
      'PUT /api/inventory/hotels/{hotelId}/{roomTypeId}/{date}',
      'POST /api/blog/posts/{slug}/comments',
      'PUT /api/blog-admin/posts/{id}',
    ])
      expect(names).toContain(name);
  });

  it.each(routes.map((r): [string, string, RouteSpec] => [r.method, r.path, r]))(
    '%s %s: never a 5xx; a 4xx is the schema’s problem+json and writes nothing',
    async (_method, _path, route) => {
      const callers: Caller[] = ENDS_SESSION.test(route.path) ? ['guest'] : ['guest', 'traveller', 'admin'];
      // What exists now: the routes before may have added or removed things.
      const known = await knownValues(t.database.db);
      await fc.assert(
        fc.asyncProperty(requestsTo(route, known, today, callers), async (req) => {
          // Work a request leaves for after its answer (mail, a reset link) is part of it.
          await t.app.deps.tasks.idle();
          const before = await fingerprint();
          const res = await send(req);
          const where = `${describeRequest(req)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (res.statusCode >= 500) throw new Error(`server error: ${where}`);
          if (res.statusCode < 400) return;
          if (!String(res.headers['content-type']).startsWith('application/problem+json'))
            throw new Error(`not problem+json: ${where}`);
          const code = res.json().code;
          if (typeof code !== 'string') throw new Error(`no code: ${where}`);
          if (MISSED_BY_SCHEMA.has(code)) throw new Error(`found by the database, not the schema: ${where}`);
          await t.app.deps.tasks.idle();
          const changed = changedTables(before, await fingerprint());
          if (changed.length) throw new Error(`a ${res.statusCode} wrote ${changed.join(', ')}: ${where}`);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
    120_000,
  );
});
