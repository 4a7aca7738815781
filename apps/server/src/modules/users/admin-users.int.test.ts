import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, blogPosts } from '../../db/schema/blog.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer, cookieFrom, loginUser, registerUser } from '../../test/http.ts';
import { parseMail } from '../../test/mail-parsing.ts';
import { createStock, STOCK_TYPE, stockKind } from '../../test/stock-kind.ts';

let t: TestApp;
/** The only admin of the app, unless a test names another and puts it back. */
let boss: Awaited<ReturnType<typeof userWithRole>>;
const DAY = '2027-07-15';

const send = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

async function named(name: string, email: string) {
  const res = await registerUser(t.app, { name, email });
  expect(res.statusCode).toBe(201);
  return res.json().user._id as string;
}

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' }, { bookingKinds: [stockKind] });
  await createStock(t.database.db, DAY, 5);
  boss = await userWithRole(t, 'admin', 'Boss Admin');
}, 120_000);
afterAll(() => t?.close());

describe('who may call /api/admin/users', () => {
  it('answers 401 to anonymous callers and 403 to users and blog admins on every endpoint', async () => {
    const user = await userWithRole(t, 'user');
    const blog = await userWithRole(t, 'blog-admin');
    const id = user.id;
    const calls: [Parameters<typeof send>[0], string, object?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${id}`],
      ['PATCH', `/api/admin/users/${id}`, { role: 'admin' }],
      ['POST', `/api/admin/users/${id}/disable`],
      ['POST', `/api/admin/users/${id}/enable`],
      ['POST', `/api/admin/users/${id}/password-reset`],
      ['DELETE', `/api/admin/users/${id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, user.token, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, blog.token, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: 'user', disabledAt: null });
  });
});

describe('GET /api/admin/users', () => {
  let isil: string;
  let ayse: string;
  let zeynep: string;
  beforeAll(async () => {
    isil = await named('Işıl Şahin', 'isil.list@example.com');
    t.clock.advance(1000);
    ayse = await named('Ayşe Kaya', 'ayse.list@example.com');
    t.clock.advance(1000);
    zeynep = await named('Zeynep Öz', 'zeynep.list@example.com');
    await t.database.db.update(users).set({ blogPermission: true }).where(eq(users.id, ayse));
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, zeynep));
    await loginUser(t.app, 'isil.list@example.com');
  });

  it('finds a name with Turkish letters typed without them, and by email', async () => {
    const res = await send('GET', '/api/admin/users?q=isil%20sahin', boss.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { _id: string }) => u._id)).toEqual([isil]);
    expect(res.json().data[0]).toMatchObject({ name: 'Işıl Şahin', disabled: false, role: 'user' });
    expect(res.json().data[0].lastSignInAt).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/password/i);
    const upper = await send('GET', '/api/admin/users?q=I%C5%9EIL', boss.token);
    expect(upper.json().data.map((u: { _id: string }) => u._id)).toEqual([isil]);
    const byEmail = await send('GET', '/api/admin/users?q=ayse.list', boss.token);
    expect(byEmail.json().data.map((u: { _id: string }) => u._id)).toEqual([ayse]);
  });

  it('filters by role, blog permission and disabled', async () => {
    const admins = await send('GET', '/api/admin/users?role=admin', boss.token);
    expect(admins.json().data.map((u: { _id: string }) => u._id)).toEqual([boss.id]);
    const blog = await send('GET', '/api/admin/users?q=list%40example&blog=true', boss.token);
    expect(blog.json().data.map((u: { _id: string }) => u._id)).toEqual([ayse]);
    const disabled = await send('GET', '/api/admin/users?disabled=true', boss.token);
    expect(disabled.json().data.map((u: { _id: string }) => u._id)).toEqual([zeynep]);
    expect(disabled.json().data[0]).toMatchObject({ disabled: true, disabledAt: expect.any(String) });
    const active = await send('GET', '/api/admin/users?q=list%40example&disabled=false', boss.token);
    expect(active.json().total).toBe(2);
    expect((await send('GET', '/api/admin/users?role=owner', boss.token)).statusCode).toBe(400);
  });

  it('sorts by name, email, sign-in and newest first, and pages', async () => {
    const ids = async (query: string) =>
      (await send('GET', `/api/admin/users?q=list%40example&${query}`, boss.token))
        .json()
        .data.map((u: { _id: string }) => u._id);
    expect(await ids('sort=name')).toEqual([ayse, isil, zeynep]);
    expect(await ids('sort=email')).toEqual([ayse, isil, zeynep]);
    expect((await ids('sort=last-sign-in'))[0]).toBe(isil);
    expect(await ids('')).toEqual([zeynep, ayse, isil]);
    const page1 = await send('GET', '/api/admin/users?q=list%40example&sort=name&limit=2', boss.token);
    expect(page1.json()).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(await ids('sort=name&limit=2&page=2')).toEqual([zeynep]);
  });
});

describe('role and blog permission', () => {
  it('hold from the next request: promoted calls an admin endpoint at once, demoted is refused at once', async () => {
    const who = await userWithRole(t, 'user');
    expect((await send('GET', '/api/admin/users', who.token)).statusCode).toBe(403);
    const up = await send('PATCH', `/api/admin/users/${who.id}`, boss.token, {
      role: 'admin',
      blogPermission: true,
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().user).toMatchObject({ role: 'admin', permissions: { blog: true } });
    expect((await send('GET', '/api/admin/users', who.token)).statusCode).toBe(200);
    const down = await send('PATCH', `/api/admin/users/${who.id}`, boss.token, { role: 'user' });
    expect(down.json().user.role).toBe('user');
    expect((await send('GET', '/api/admin/users', who.token)).statusCode).toBe(403);
  });

  it('refuses an unknown field and an unknown role', async () => {
    const who = await userWithRole(t, 'user');
    expect(
      (await send('PATCH', `/api/admin/users/${who.id}`, boss.token, { role: 'owner' })).statusCode,
    ).toBe(400);
    expect(
      (await send('PATCH', `/api/admin/users/${who.id}`, boss.token, { email: 'x@y.z' })).statusCode,
    ).toBe(400);
    expect(
      (await send('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', boss.token)).statusCode,
    ).toBe(404);
  });
});

describe('the last admin and the admin themself', () => {
  const selfChanges = [
    ['PATCH', () => `/api/admin/users/${boss.id}`, { role: 'user' }],
    ['POST', () => `/api/admin/users/${boss.id}/disable`, undefined],
    ['DELETE', () => `/api/admin/users/${boss.id}`, undefined],
  ] as const;

  it('answers 409 last_admin to demoting, disabling or deleting the only active admin, and changes nothing', async () => {
    // Another admin, disabled, does not count as active.
    const other = await userWithRole(t, 'admin');
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.id));
    for (const [method, url, body] of selfChanges) {
      const res = await send(method, url(), boss.token, body);
      expect(res.statusCode, `${method} ${url()}`).toBe(409);
      expect(res.json().code).toBe('last_admin');
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, boss.id));
    expect(row).toMatchObject({ role: 'admin', disabledAt: null });
    expect((await send('GET', '/api/admin/users', boss.token)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, other.id));
  });

  it('answers 409 cannot_change_self to an admin disabling, demoting or deleting themself', async () => {
    const second = await userWithRole(t, 'admin');
    for (const [method, url, body] of selfChanges) {
      const res = await send(method, url(), boss.token, body);
      expect(res.statusCode, `${method} ${url()}`).toBe(409);
      expect(res.json().code).toBe('cannot_change_self');
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, boss.id));
    expect(row).toMatchObject({ role: 'admin', disabledAt: null });
    // Their own blog permission is theirs to change; another admin may be demoted.
    const own = await send('PATCH', `/api/admin/users/${boss.id}`, boss.token, { blogPermission: true });
    expect(own.statusCode).toBe(200);
    const demoted = await send('PATCH', `/api/admin/users/${second.id}`, boss.token, { role: 'blog-admin' });
    expect(demoted.json().user.role).toBe('blog-admin');
    expect((await send('GET', '/api/admin/users', second.token)).statusCode).toBe(403);
  });
});

describe('disable and enable', () => {
  it('ends every session at once, refuses sign-in with account_disabled, and enable lets them back', async () => {
    const email = 'disable.me@example.com';
    const id = await named('Disable Me', email);
    const first = await loginUser(t.app, email);
    const second = await loginUser(t.app, email);
    expect((await send('GET', '/api/auth/me', first.token)).statusCode).toBe(200);

    const res = await send('POST', `/api/admin/users/${id}/disable`, boss.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: id, disabled: true });

    for (const s of [first, second]) {
      expect((await send('GET', '/api/auth/me', s.token)).statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { rt: s.refresh },
      });
      expect(refresh.statusCode).toBe(401);
      expect(cookieFrom(refresh, 'rt') ?? '').toBe('');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'secret123', rememberMe: false },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('account_disabled');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not-the-password', rememberMe: false },
    });
    expect(wrong.json().code).toBe('invalid_credentials');

    const enabled = await send('POST', `/api/admin/users/${id}/enable`, boss.token);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().user).toMatchObject({ disabled: false, disabledAt: null });
    const back = await loginUser(t.app, email);
    expect((await send('GET', '/api/auth/me', back.token)).statusCode).toBe(200);
    // The sessions ended by disabling stay ended.
    expect((await send('GET', '/api/auth/me', first.token)).statusCode).toBe(401);
  });
});

describe('password reset by the admin', () => {
  it('writes the forgot-password mail for the account to the outbox', async () => {
    const id = await named('Forgetful Guest', 'forgetful.admin@example.com');
    const before = (await t.outbox()).length;
    const res = await send('POST', `/api/admin/users/${id}/password-reset?lang=en`, boss.token);
    expect(res.statusCode).toBe(202);
    await t.app.deps.tasks.idle();
    const outbox = await t.outbox();
    expect(outbox.length).toBe(before + 1);
    const mail = await parseMail(outbox.at(-1) ?? '');
    expect(mail.to).toContain('forgetful.admin@example.com');
    expect(mail.text).toMatch(/\/reset-password\/[\w-]+/);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('keeps the booking with its name and email, anonymises reviews and comments, ends the account', async () => {
    const email = 'leaving@example.com';
    const id = await named('Leaving Guest', email);
    const { token, refresh } = await loginUser(t.app, email);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings?lang=en',
      headers: { 'idempotency-key': 'leaving-key-0001', ...bearer(token) },
      payload: {
        type: STOCK_TYPE,
        day: DAY,
        firstName: 'Leaving',
        lastName: 'Guest',
        email,
        phone: '+90 462 000 00 00',
      },
    });
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json()._id as string;
    const db = t.database.db;
    const hotelId = '11111111-1111-4111-8111-111111111111';
    await db.insert(reviews).values([
      {
        subjectType: 'hotel',
        subjectId: hotelId,
        userId: id,
        authorName: 'Leaving Guest',
        rating: 5,
        title: 'Lovely',
        text: 'A lovely stay.',
        lang: 'en',
      },
      {
        subjectType: 'package',
        subjectId: hotelId,
        userId: id,
        authorName: 'Leaving Guest',
        rating: 4,
        title: 'Güzel',
        text: 'Çok güzeldi.',
        lang: 'tr',
      },
    ]);
    const [post] = await db
      .insert(blogPosts)
      .values({ slug: 'leaving-post', originalLang: 'en', authorName: 'Writer' })
      .returning();
    await db.insert(blogComments).values({
      postId: post?.id ?? '',
      userId: id,
      authorName: 'Leaving Guest',
      authorEmail: email,
      body: 'شكرا',
      lang: 'ar',
    });

    const detail = await send('GET', `/api/admin/users/${id}`, boss.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      user: { _id: id, email },
      bookings: { total: 1, latest: [{ _id: bookingId }] },
      reviews: { total: 2 },
      comments: { total: 1 },
    });
    expect(detail.json().reviews.latest).toHaveLength(2);

    const res = await send('DELETE', `/api/admin/users/${id}`, boss.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: id, bookingsKept: 1, reviewsAnonymised: 2, commentsAnonymised: 1 });

    expect(await db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(kept).toMatchObject({ userId: null, firstName: 'Leaving', lastName: 'Guest', email });
    const stored = await db.select().from(reviews).where(eq(reviews.subjectId, hotelId));
    expect(stored.map((r) => [r.lang, r.authorName, r.userId]).sort()).toEqual([
      ['en', 'Former guest', null],
      ['tr', 'Eski misafir', null],
    ]);
    const [comment] = await db
      .select()
      .from(blogComments)
      .where(eq(blogComments.postId, post?.id ?? ''));
    expect(comment).toMatchObject({ authorName: 'ضيف سابق', authorEmail: '', userId: null, body: 'شكرا' });

    expect((await send('GET', '/api/auth/me', token)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: refresh } });
    expect(again.statusCode).toBe(401);
    expect((await send('DELETE', `/api/admin/users/${id}`, boss.token)).statusCode).toBe(404);
  });
});
