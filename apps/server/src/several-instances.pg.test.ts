import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoAccounts } from './db/seed/demo-accounts.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { REFRESH_REUSE_GRACE_MS } from './modules/auth/session-family.ts';
import { userWithRole } from './test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from './test/harness.ts';
import { registerUser } from './test/http.ts';
import { testDatabasePrefix, withDatabase } from './test/postgres-global-setup.ts';
import { startTcpProxy } from './test/tcp-proxy.ts';

// Two server processes of one build on one PostgreSQL database, each with its own pool and its own
// LISTEN connection, answering on their own ports as they would behind a reverse proxy: the site
// behaves as one. Runs in the api-postgres project only; the shared rate limits need Redis, which
// must be running (TEST_REDIS_URL, else redis://127.0.0.1:6379): without it this suite fails, never skips.

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PUBLIC_URL = 'https://travel.example';
/** Every key this run writes in Redis starts with this, and is deleted at the end. */
const KEY_PREFIX = `test-instances-${crypto.randomUUID()}:`;
const LOGIN_LIMIT = 4;

/** A stand-in for the web app's renderer: a hotel page showing the API's hotel and tax rate. */
const renderer = `
export async function renderPage({ url, lang, fetchApi }) {
  const id = url.match(/^\\/hotels\\/([^/?]+)/)?.[1];
  if (!id) return { kind: 'spa' };
  const hotel = await (await fetchApi('/api/hotels/' + id + '?lang=' + lang, { method: 'GET' })).json();
  const payment = await (await fetchApi('/api/settings/payment/public', { method: 'GET' })).json();
  return {
    kind: 'page', status: 200, lang, dir: 'ltr', title: hotel.name, description: hotel.name, head: '', tail: '',
    html: '<main><h1>' + hotel.name + '</h1><p>tax ' + payment.taxRate + '</p></main>',
  };
}`;
const template =
  '<!doctype html><html lang="tr" dir="ltr"><head><meta name="description" content="Default" />' +
  '<title>App</title></head><body><div id="root"></div></body></html>';

interface Instance {
  t: TestApp;
  /** This process's own address, e.g. http://127.0.0.1:41234. */
  url: string;
}

let webRoot: string;
let a: Instance;
let b: Instance;
let redis: Redis;

async function start(env: Record<string, string>, peerOf?: TestApp, log?: string[]): Promise<Instance> {
  const t = await createTestApp(
    { PUBLIC_URL, TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_IP: String(LOGIN_LIMIT), ...env },
    {
      webRoot,
      ssrEntry: path.join(webRoot, 'entry-server.mjs'),
      ...(peerOf ? { peerOf } : {}),
      ...(log ? { logger: { level: 'info', stream: { write: (line: string) => log.push(line) } } } : {}),
    },
  );
  const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, url };
}

/** A request to one process, as the proxy would pass it on for the visitor at `client`. */
function call(
  to: Instance,
  url: string,
  init: { method?: string; token?: string; cookie?: string; body?: object; client?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': init.client ?? '192.0.2.10' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  if (init.method && init.method !== 'GET') headers.origin = PUBLIC_URL;
  if (init.body) headers['content-type'] = 'application/json';
  return fetch(`${to.url}${url}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
}

/** The refresh token an answer sets, as a Cookie header to send back. */
function refreshCookie(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('rt='));
  if (!set) throw new Error(`no refresh cookie in the answer (${res.status})`);
  return set.split(';')[0] ?? '';
}

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') throw new Error('this suite needs TEST_DB=postgres');
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis is not reachable at ${REDIS_URL}: ${(error as Error).message}`);
  }
  webRoot = await mkdtemp(path.join(tmpdir(), 'web-instances-'));
  await writeFile(path.join(webRoot, 'index.html'), template);
  await writeFile(path.join(webRoot, 'entry-server.mjs'), renderer);
  const shared = { REDIS_URL, REDIS_KEY_PREFIX: KEY_PREFIX };
  a = await start(shared);
  b = await start(shared, a.t);
});
afterAll(async () => {
  await b?.t.close();
  await a?.t.close();
  if (redis?.status === 'ready') {
    const keys = await redis.keys(`${KEY_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
  }
  redis?.disconnect();
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

describe('a write on one process', () => {
  const hotelBody = { description: { en: 'Stone inn above the valley.' }, city: 'Torul', starRating: 3 };

  it('is seen at once on the other, in its cached API answers and its rendered pages', async () => {
    const admin = await userWithRole(a.t, 'admin');
    const created = await call(a, '/api/hotels', {
      method: 'POST',
      token: admin.token,
      body: { ...hotelBody, name: { en: 'Zigana Lodge' } },
    });
    expect(created.status).toBe(201);
    const hotel = (await created.json()) as { _id: string };

    const api = `/api/hotels/${hotel._id}?lang=en`;
    const page = `/hotels/${hotel._id}?lang=en`;
    const tax = '/api/settings/payment/public';
    // B caches all three; its second answers come from its caches. The news of A's writes so far
    // (the new hotel) may still be on its way to B and empty its caches once more when it lands:
    // B is asked until an answer comes from its cache.
    const cachedOnB = (url: string) =>
      expect
        .poll(
          async () => {
            await call(b, url);
            return (await call(b, url)).headers.get('x-cache');
          },
          { timeout: 3000 },
        )
        .toBe('hit');
    expect(((await (await call(b, api)).json()) as { name: string }).name).toBe('Zigana Lodge');
    await cachedOnB(api);
    const taxBefore = ((await (await call(b, tax)).json()) as { taxRate: number }).taxRate;
    await cachedOnB(tax);
    expect(await (await call(b, page)).text()).toContain(`<h1>Zigana Lodge</h1><p>tax ${taxBefore}</p>`);

    const renamed = await call(a, `/api/hotels/${hotel._id}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...hotelBody, name: { en: 'Zigana Mountain Lodge' } },
    });
    expect(renamed.status).toBe(200);
    // The change travels from A to B through PostgreSQL (NOTIFY): allow it a moment, no more.
    await expect
      .poll(async () => ((await (await call(b, api)).json()) as { name: string }).name, { timeout: 3000 })
      .toBe('Zigana Mountain Lodge');
    await expect
      .poll(async () => (await call(b, page)).text(), { timeout: 3000 })
      .toContain('<h1>Zigana Mountain Lodge</h1>');

    const taxRate = taxBefore === 18 ? 20 : 18;
    const saved = await call(a, '/api/settings/payment', {
      method: 'PUT',
      token: admin.token,
      body: { taxRate },
    });
    expect(saved.status).toBe(200);
    await expect
      .poll(async () => ((await (await call(b, tax)).json()) as { taxRate: number }).taxRate, {
        timeout: 3000,
      })
      .toBe(taxRate);
    await expect
      .poll(async () => (await call(b, page)).text(), { timeout: 3000 })
      .toContain(`<p>tax ${taxRate}</p>`);
  });
});

describe('a session', () => {
  it('works on either process: signed in on one, used and refreshed on the other', async () => {
    await registerUser(a.t.app, { email: 'nilufer@example.com', name: 'Nilüfer' });
    const login = await call(a, '/api/auth/login', {
      method: 'POST',
      body: { email: 'nilufer@example.com', password: 'secret123' },
      client: '192.0.2.20',
    });
    expect(login.status).toBe(200);
    const first = { token: ((await login.json()) as { token: string }).token, cookie: refreshCookie(login) };
    expect((await call(b, '/api/auth/me', { token: first.token })).status).toBe(200);

    const refreshed = await call(b, '/api/auth/refresh', { method: 'POST', cookie: first.cookie });
    expect(refreshed.status).toBe(200);
    const second = {
      token: ((await refreshed.json()) as { token: string }).token,
      cookie: refreshCookie(refreshed),
    };
    const me = await call(a, '/api/auth/me', { token: second.token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('nilufer@example.com');

    // Well after the refresh, the replaced token comes back on A: a copy is in use, the session ends
    // on both processes.
    for (const { t } of [a, b]) t.clock.advance(REFRESH_REUSE_GRACE_MS + 5000);
    const reused = await call(a, '/api/auth/refresh', { method: 'POST', cookie: first.cookie });
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as { code: string }).code).toBe('refresh_token_reused');
    expect((await call(b, '/api/auth/refresh', { method: 'POST', cookie: second.cookie })).status).toBe(401);
    expect((await call(b, '/api/auth/me', { token: second.token })).status).toBe(401);
    expect((await call(a, '/api/auth/me', { token: second.token })).status).toBe(401);
  });
});

/** Sign-in attempts with a wrong password from one visitor, alternating between the processes. */
async function failedLogins(pair: Instance[], client: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call(pair[i % pair.length] as Instance, '/api/auth/login', {
      method: 'POST',
      body: { email: `nobody-${i}@example.com`, password: 'wrong-password' },
      client,
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('rate limits', () => {
  it('with REDIS_URL, hold across the processes: the attempt after the limit is refused on either', async () => {
    const statuses = await failedLogins([a, b], '198.51.100.7', LOGIN_LIMIT + 1);
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429]);
    expect(await failedLogins([b], '198.51.100.7', 1)).toEqual([429]);
    expect(await failedLogins([a], '198.51.100.7', 1)).toEqual([429]);
    // Another visitor is not affected.
    expect(await failedLogins([b], '198.51.100.8', 1)).toEqual([401]);
  });

  it('without REDIS_URL, are counted by each process alone', async () => {
    // Two more processes on the same database, without Redis.
    const c = await start({}, a.t);
    const d = await start({}, a.t);
    try {
      expect(await failedLogins([c, d], '198.51.100.9', 2 * LOGIN_LIMIT)).toEqual(
        Array(2 * LOGIN_LIMIT).fill(401),
      );
      expect(await failedLogins([c], '198.51.100.9', 1)).toEqual([429]);
      expect(await failedLogins([d], '198.51.100.9', 1)).toEqual([429]);
    } finally {
      await d.t.close();
      await c.t.close();
    }
  });
});

describe('when Redis stops answering', () => {
  it('sign-ins still answer, each process counts alone, and the limits are shared again once it is back', async () => {
    const target = new URL(REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const logs: string[][] = [[], []];
    const viaProxy = {
      REDIS_URL: `redis://127.0.0.1:${proxy.port}${target.pathname}`,
      REDIS_KEY_PREFIX: KEY_PREFIX,
    };
    const e = await start(viaProxy, a.t, logs[0]);
    const f = await start(viaProxy, a.t, logs[1]);
    const LOST = 'Redis does not answer: rate limits count in each process';
    const FOUND = 'Redis answers again';
    const logged = (text: string) => logs.every((lines) => lines.some((line) => line.includes(text)));
    let probe = 0;
    /** Sign-ins (each from a new visitor) until both processes have logged `text`. */
    const untilLogged = (text: string) =>
      expect
        .poll(
          async () => {
            await failedLogins([e, f], `203.0.113.${100 + probe++}`, 2);
            return logged(text);
          },
          { timeout: 15_000, interval: 200 },
        )
        .toBe(true);
    try {
      // Redis frozen: commands time out, the visitor gets an answer all the same.
      proxy.pause();
      expect(await failedLogins([e, f], '203.0.113.1', 2)).toEqual([401, 401]);
      expect(logged(LOST)).toBe(true);
      proxy.resume();
      await untilLogged(FOUND);
      for (const lines of logs) lines.length = 0;

      // Redis down: each process counts in its own memory, as without REDIS_URL.
      await proxy.refuse();
      expect(await failedLogins([e, f], '203.0.113.2', 2 * LOGIN_LIMIT)).toEqual(
        Array(2 * LOGIN_LIMIT).fill(401),
      );
      expect(await failedLogins([e, f], '203.0.113.2', 2)).toEqual([429, 429]);
      expect(logged(LOST)).toBe(true);

      // Redis back: the processes reconnect by themselves and count together again.
      await proxy.accept();
      await untilLogged(FOUND);
      expect(await failedLogins([e, f], '203.0.113.3', LOGIN_LIMIT + 1)).toEqual([
        ...Array(LOGIN_LIMIT).fill(401),
        429,
      ]);
    } finally {
      await f.t.close();
      await e.t.close();
      await proxy.close();
    }
  });
});

describe('processes starting together on an empty database', () => {
  it('all start: one migrates and seeds, the others wait and keep what it wrote', async () => {
    const server = process.env.TEST_DATABASE_URL ?? '';
    const name = `${testDatabasePrefix(server)}empty_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const url = withDatabase(server, name);
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url });
      const starts = await Promise.allSettled(
        [1, 2, 3].map(async () => {
          const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
          try {
            return await seedIfEmpty(database.db, config, { info() {} });
          } finally {
            await database.close();
          }
        }),
      );
      expect(starts.map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason))).sort()).toEqual([
        false,
        false,
        true,
      ]);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const users = await db.query<{ n: number }>('select count(*)::int as n from users');
      await db.end();
      expect(users.rows[0]?.n).toBe(demoAccounts(config).length);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
