import type { AuditEntryDto } from '@app/shared/audit/schemas';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { blogComments } from '../../db/schema/blog.ts';
import { users } from '../../db/schema/users.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { auditTrailPlugin } from '../../plugins/audit-trail.ts';
import { requireAuth, requireBlogAccess, requireRole } from '../../plugins/auth.ts';
import { type BookingValues, insertBookings } from '../../test/fixtures/booking-rows.ts';
import { createHotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer, loginUser, registerUser } from '../../test/http.ts';
import { parseMail } from '../../test/mail-parsing.ts';

let t: TestApp;
let boss: Awaited<ReturnType<typeof userWithRole>>;
let logLines: string[];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A request from behind the proxy; after a write the clock moves a second, so entries have an order. */
async function call(method: Method, url: string, token?: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'x-forwarded-for': '203.0.113.7' },
    ...(payload ? { payload } : {}),
  });
  if (method !== 'GET') t.clock.advance(1000);
  return res;
}

/** The audit trail as an admin reads it. */
async function trail(query = '', token = boss.token): Promise<AuditEntryDto[]> {
  const res = await call('GET', `/api/admin/audit?limit=100${query ? `&${query}` : ''}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const entriesFor = (entity: string, id: string) => trail(`entity=${entity}&entityId=${id}`);

async function countEntries(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from audit_entries`),
  );
  return Number(row?.n ?? 0);
}

/** Every entry as the table holds it, as one text. */
async function tableText(): Promise<string> {
  const rows = rowsOf<{ row: string }>(
    await t.database.db.execute(sql`select row_to_json(a)::text as row from audit_entries a`),
  );
  return rows.map((r) => r.row).join('\n');
}

const hotelBody = {
  name: { en: 'Ayder Hot Springs Lodge', tr: 'Ayder Kaplıca Konağı', ar: 'نزل ينابيع أيدر' },
  description: { en: 'A wooden mansion by the hot springs of the Kaçkar mountains.' },
  city: 'Çamlıhemşin',
  starRating: 3,
  amenities: ['wifi', 'hammam'],
};

beforeAll(async () => {
  logLines = [];
  t = await createTestApp(
    { TRUST_PROXY: 'true' },
    { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } },
  );
  boss = await userWithRole(t, 'admin', 'Işıl Şahin');
}, 120_000);
afterAll(() => t?.close());

describe('an entry for each admin write', () => {
  it('keeps a created hotel whole, then exactly the fields an update changed, before and after', async () => {
    const created = await call('POST', '/api/hotels', boss.token, { ...hotelBody, roomTypes: [] });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    const updated = await call('PUT', `/api/hotels/${id}`, boss.token, {
      ...hotelBody,
      name: { ...hotelBody.name, tr: 'Ayder Kaplıca Oteli' },
      starRating: 4,
    });
    expect(updated.statusCode).toBe(200);

    const [update, create, ...others] = await entriesFor('hotel', id);
    expect(others).toEqual([]);
    expect(create).toMatchObject({
      action: 'create',
      route: 'POST /api/hotels',
      before: null,
      after: expect.objectContaining({ _id: id, starRating: 3, city: 'Çamlıhemşin', name: hotelBody.name }),
    });
    expect(update).toMatchObject({
      action: 'update',
      route: 'PUT /api/hotels/:id',
      at: expect.stringMatching(/^2027-06-01T09:/),
      actor: { id: boss.id, name: 'Işıl Şahin', email: boss.email, role: 'admin' },
      entity: { type: 'hotel', id, label: 'Ayder Hot Springs Lodge', parentId: '' },
      href: `/admin/hotels/${id}`,
      // Behind a trusted proxy the client's address is the forwarded one.
      ip: '203.0.113.7',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(update?.before).toEqual({ name: { tr: 'Ayder Kaplıca Konağı' }, starRating: 3 });
    expect(update?.after).toEqual({ name: { tr: 'Ayder Kaplıca Oteli' }, starRating: 4 });
  });

  it('records a booking’s status change, a user disabled and the admin’s role change of another', async () => {
    const hotel = await createHotelFixture(t.database.db, { name: 'Uzungöl Lake Lodge' });
    const [booking] = await insertBookings(t.database.db, {
      reference: 'KT-AUD1T01',
      type: 'hotel',
      status: 'pending',
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeIds[0] ?? '',
      rooms: 1,
      checkIn: '2027-07-01',
      checkOut: '2027-07-03',
      guests: 2,
      firstName: 'مريم',
      lastName: 'العتيبي',
      email: 'meryem@example.com',
      phone: '+90 532 000 00 00',
      paymentMethod: 'payAtHotel',
      currency: 'TRY',
      nights: [],
      subtotal: 100_000,
      taxRate: 0,
      taxes: 0,
      total: 100_000,
    });
    const bookingId = booking?.id ?? '';
    const confirmed = await call('PATCH', `/api/admin/bookings/${bookingId}/status`, boss.token, {
      status: 'confirmed',
      note: 'Otel telefonla onayladı',
    });
    expect(confirmed.statusCode).toBe(200);

    const guest = await registerUser(t.app, { name: 'Zeynep Öztürk', email: 'zeynep.audit@example.com' });
    const guestId = guest.json().user._id as string;
    expect((await call('POST', `/api/admin/users/${guestId}/disable`, boss.token)).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/admin/users/${guestId}`, boss.token, { role: 'blog-admin' })).statusCode,
    ).toBe(200);

    expect(await entriesFor('booking', bookingId)).toEqual([
      expect.objectContaining({
        action: 'status',
        route: 'PATCH /api/admin/bookings/:id/status',
        entity: expect.objectContaining({ type: 'booking', id: bookingId, label: 'KT-AUD1T01' }),
        href: `/admin/bookings/${bookingId}`,
        before: { status: 'pending', note: '' },
        after: { status: 'confirmed', note: 'Otel telefonla onayladı' },
      }),
    ]);
    const [role, disable, ...more] = await entriesFor('user', guestId);
    expect(more).toEqual([]);
    expect(disable).toMatchObject({
      action: 'disable',
      entity: { label: 'Zeynep Öztürk' },
      href: `/admin/users/${guestId}`,
      before: { disabled: false, disabledAt: null },
      after: { disabled: true, disabledAt: expect.any(String) },
    });
    expect(role).toMatchObject({ action: 'update', before: { role: 'user' }, after: { role: 'blog-admin' } });

    // The admin's list shows both, newest first.
    const latest = (await trail()).slice(0, 3).map((e) => `${e.action} ${e.entity.type}`);
    expect(latest).toEqual(['update user', 'disable user', 'status booking']);
  });

  it('records an admin cancelling a traveller’s booking through the public route, not the traveller cancelling their own', async () => {
    const hotel = await createHotelFixture(t.database.db, { name: 'Sümela Forest Hotel' });
    const traveller = await registerUser(t.app, { name: 'Elif Karadağ', email: 'elif.audit@example.com' });
    const userId = traveller.json().user._id as string;
    const { token } = await loginUser(t.app, 'elif.audit@example.com');
    const stay = (reference: string, checkIn: string, checkOut: string): BookingValues => ({
      reference,
      userId,
      type: 'hotel',
      status: 'confirmed',
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeIds[0] ?? '',
      rooms: 1,
      checkIn,
      checkOut,
      guests: 2,
      firstName: 'Elif',
      lastName: 'Karadağ',
      email: 'elif.audit@example.com',
      phone: '+90 532 000 00 01',
      paymentMethod: 'payAtHotel',
      currency: 'TRY',
      nights: [],
      subtotal: 90_000,
      taxRate: 0,
      taxes: 0,
      total: 90_000,
    });
    const [byAdmin, byOwner] = await insertBookings(t.database.db, [
      stay('KT-AUD1T02', '2027-08-01', '2027-08-03'),
      stay('KT-AUD1T03', '2027-09-01', '2027-09-03'),
    ]);
    const before = await countEntries();

    const cancelled = await call('POST', `/api/bookings/${byAdmin?.id}/cancel`, boss.token, {
      reason: 'Otel tadilat nedeniyle kapalı',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await entriesFor('booking', byAdmin?.id ?? '')).toEqual([
      expect.objectContaining({
        action: 'status',
        route: 'POST /api/bookings/:id/cancel',
        actor: expect.objectContaining({ email: boss.email }),
        before: expect.objectContaining({ status: 'confirmed' }),
        after: expect.objectContaining({ status: 'cancelled' }),
      }),
    ]);

    const own = await call('POST', `/api/bookings/${byOwner?.id}/cancel`, token, { reason: '' });
    expect(own.statusCode, own.body).toBe(200);
    expect(await entriesFor('booking', byOwner?.id ?? '')).toEqual([]);
    expect(await countEntries()).toBe(before + 1);
  });

  it('records a comment approved by a blog admin, with the blog admin as the actor', async () => {
    const editor = await userWithRole(t, 'blog-admin', 'Ayşe Kaya');
    const post = await call('POST', '/api/blog-admin/posts', editor.token, {
      originalLang: 'tr',
      translations: {
        tr: { title: 'Uzungöl Gezisi', excerpt: '', content: '<p>Göl kıyısında bir gün.</p>' },
      },
      status: 'published',
    });
    expect(post.statusCode).toBe(201);
    const [comment] = await t.database.db
      .insert(blogComments)
      .values({
        postId: post.json()._id,
        authorName: 'Leyla Aydın',
        authorEmail: 'leyla@example.com',
        body: 'Harika bir yazı, teşekkürler!',
        lang: 'tr',
        status: 'pending',
      })
      .returning({ id: blogComments.id });
    const approved = await call('POST', `/api/blog-admin/comments/${comment?.id}/approve`, editor.token);
    expect(approved.statusCode).toBe(200);

    expect(await entriesFor('blog-comment', comment?.id ?? '')).toEqual([
      expect.objectContaining({
        action: 'approve',
        actor: { id: editor.id, name: 'Ayşe Kaya', email: editor.email, role: 'blog-admin' },
        entity: expect.objectContaining({ label: 'Leyla Aydın · Uzungöl Gezisi' }),
        href: '/blog-admin/comments',
        before: { status: 'pending' },
        after: { status: 'approved' },
      }),
    ]);
    const [created] = await entriesFor('blog-post', post.json()._id);
    expect(created).toMatchObject({ action: 'create', entity: { label: 'Uzungöl Gezisi' } });
  });

  it('records a settings change as the group’s changed fields', async () => {
    const before = (await call('GET', '/api/settings', boss.token)).json().payment.taxRate as number;
    expect((await call('PUT', '/api/settings/payment', boss.token, { taxRate: 18 })).statusCode).toBe(200);
    const [entry] = await entriesFor('setting', 'payment');
    expect(entry).toMatchObject({
      action: 'update',
      href: '/admin/settings',
      before: { taxRate: before },
      after: { taxRate: 18 },
    });
  });

  it('keeps a deleted record whole as it was, with no link to its page', async () => {
    const created = await call('POST', '/api/destinations', boss.token, {
      name: { en: 'Ayder Plateau', tr: 'Ayder Yaylası', ar: 'هضبة أيدر' },
      description: { en: 'Hot springs and wooden houses above the clouds.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    expect((await call('DELETE', `/api/destinations/${id}`, boss.token)).statusCode).toBe(204);
    const [deleted] = await entriesFor('destination', id);
    expect(deleted).toMatchObject({
      action: 'delete',
      entity: { label: 'Ayder Plateau' },
      after: null,
      before: expect.objectContaining({
        _id: id,
        name: { en: 'Ayder Plateau', tr: 'Ayder Yaylası', ar: 'هضبة أيدر', fr: '', es: '' },
        slug: 'ayder-plateau',
      }),
    });

    const hotel = await createHotelFixture(t.database.db, { name: 'Sümela Valley Inn' });
    expect((await call('DELETE', `/api/hotels/${hotel.hotelId}`, boss.token)).statusCode).toBe(204);
    const [gone] = await entriesFor('hotel', hotel.hotelId);
    expect(gone).toMatchObject({ action: 'delete', href: null, after: null });
    expect(gone?.before).toMatchObject({ _id: hotel.hotelId, name: { en: 'Sümela Valley Inn' } });
  });

  it('writes one entry for each post of a bulk publish', async () => {
    const ids: string[] = [];
    for (const title of ['Sümela Manastırı', 'Ayder Yaylası']) {
      const res = await call('POST', '/api/blog-admin/posts', boss.token, {
        originalLang: 'tr',
        translations: { tr: { title, excerpt: '', content: `<p>${title} hakkında.</p>` } },
        status: 'draft',
      });
      ids.push(res.json()._id);
    }
    const bulk = await call('POST', '/api/blog-admin/posts/bulk', boss.token, { action: 'publish', ids });
    expect(bulk.statusCode).toBe(200);
    for (const id of ids) {
      const [entry] = await entriesFor('blog-post', id);
      expect(entry).toMatchObject({
        action: 'publish',
        route: 'POST /api/blog-admin/posts/bulk',
        before: expect.objectContaining({ status: 'draft' }),
        after: expect.objectContaining({ status: 'published' }),
      });
    }
  });
});

describe('nothing secret in an entry', () => {
  it('keeps no password, hash, reset token or SMTP password, in the table or the answer', async () => {
    const password = 'Karadeniz-Çay-2027!';
    const reg = await registerUser(t.app, { name: 'Emre Yılmaz', email: 'emre.audit@example.com', password });
    const id = reg.json().user._id as string;
    await loginUser(t.app, 'emre.audit@example.com', password);
    const mailsBefore = (await t.outbox()).length;
    const reset = await call('POST', `/api/admin/users/${id}/password-reset?lang=en`, boss.token);
    expect(reset.statusCode).toBe(202);
    await t.app.deps.tasks.idle();
    const mails = await t.outbox();
    expect(mails.length).toBe(mailsBefore + 1);
    const token = /\/reset-password\/([\w-]+)/.exec((await parseMail(mails.at(-1) ?? '')).text ?? '')?.[1];
    expect(token).toBeTruthy();

    const smtpPassword = 'smtp-hunter2-Şifre';
    const email = await call('PUT', '/api/settings/email', boss.token, {
      senderName: 'Karadeniz Travel',
      senderEmail: 'hello@karadeniz.example',
      smtpHost: 'smtp.karadeniz.example',
      smtpPort: 587,
      smtpSecure: false,
      smtpUser: 'mailer',
      smtpPassword,
    });
    expect(email.statusCode, email.body).toBe(200);
    const [hash] = await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id));
    expect((await call('DELETE', `/api/admin/users/${id}`, boss.token)).statusCode).toBe(200);

    const [deleted, sent] = await entriesFor('user', id);
    expect(sent).toMatchObject({ action: 'password-reset', before: {}, after: {} });
    expect(deleted).toMatchObject({
      action: 'delete',
      before: expect.objectContaining({ email: 'emre.audit@example.com' }),
    });
    const [smtp] = await entriesFor('setting', 'email');
    expect(smtp?.after).toMatchObject({
      smtpHost: 'smtp.karadeniz.example',
      smtpPasswordSealed: '[redacted]',
    });
    expect(smtp?.before).toMatchObject({ smtpHost: '' });

    const stored = await tableText();
    const answered = JSON.stringify(await trail());
    for (const secret of [password, hash?.h ?? 'no hash', token ?? 'no token', smtpPassword]) {
      expect(stored).not.toContain(secret);
      expect(answered).not.toContain(secret);
    }
    // Nor any password hash of any account.
    expect(stored).not.toMatch(/\$argon2/);
  });
});

describe('a write that fails', () => {
  it('records nothing: refused input, a refused move, a missing record, a caller without the role', async () => {
    const hotel = await createHotelFixture(t.database.db, { name: 'Rize Tea House' });
    const user = await userWithRole(t, 'user');
    const before = await countEntries();
    expect(
      (await call('PUT', `/api/hotels/${hotel.hotelId}`, boss.token, { starRating: 9 })).statusCode,
    ).toBe(400);
    expect(
      (await call('DELETE', '/api/hotels/00000000-0000-4000-8000-000000000000', boss.token)).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/api/hotels/${hotel.hotelId}`, user.token, hotelBody)).statusCode).toBe(403);
    expect((await call('PUT', '/api/settings/payment', undefined, { taxRate: 1 })).statusCode).toBe(401);
    expect(await countEntries()).toBe(before);
  });

  it('says loudly in the log when an entry cannot be written, and the write stands', async () => {
    const audit = t.app.services.audit;
    const record = audit.record;
    audit.record = async () => {
      throw new Error('disk full');
    };
    try {
      const res = await call('PUT', '/api/settings/payment', boss.token, { taxRate: 20 });
      expect(res.statusCode).toBe(200);
    } finally {
      audit.record = record;
    }
    const line = logLines.map((l) => JSON.parse(l)).find((l) => /AUDIT ENTRY NOT RECORDED/.test(l.msg));
    expect(line).toMatchObject({ level: 50, route: 'PUT /api/settings/payment' });
    expect((await call('GET', '/api/settings', boss.token)).json().payment.taxRate).toBe(20);
  });
});

describe('GET /api/admin/audit', () => {
  it('is for admins only: 401 anonymous, 403 for users and blog admins', async () => {
    const user = await userWithRole(t, 'user');
    const editor = await userWithRole(t, 'blog-admin');
    expect((await call('GET', '/api/admin/audit')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/audit', user.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit', editor.token)).statusCode).toBe(403);
  });

  it('filters by who (id, or name and email with Turkish letters folded), entity and id', async () => {
    const other = await userWithRole(t, 'admin', 'Murat Çelik');
    const hotel = await createHotelFixture(t.database.db, { name: 'Trabzon Bay Hotel' });
    const rename = (token: string, starRating: number) =>
      call('PUT', `/api/hotels/${hotel.hotelId}`, token, { ...hotelBody, starRating });
    expect((await rename(other.token, 5)).statusCode).toBe(200);
    expect((await rename(boss.token, 2)).statusCode).toBe(200);

    const byOther = await trail(`actor=${other.id}`);
    expect(byOther.map((e) => e.actor.name)).toEqual(['Murat Çelik']);
    const byName = await trail('q=murat%20celik');
    expect(byName.map((e) => e.actor.id)).toEqual([other.id]);
    const folded = await trail('q=ISIL%20SAHIN');
    expect(folded.length).toBeGreaterThan(3);
    expect(folded.every((e) => e.actor.id === boss.id)).toBe(true);
    const byEmail = await trail(`q=${encodeURIComponent(other.email)}`);
    expect(byEmail).toHaveLength(1);

    const ofHotel = await entriesFor('hotel', hotel.hotelId);
    expect(ofHotel.map((e) => e.actor.name)).toEqual(['Işıl Şahin', 'Murat Çelik']);
    const settings = await trail('entity=setting');
    expect(settings.length).toBeGreaterThan(0);
    expect(settings.every((e) => e.entity.type === 'setting')).toBe(true);

    const page = await call('GET', '/api/admin/audit?limit=2&page=2', boss.token);
    expect(page.json()).toMatchObject({ page: 2, data: [expect.anything(), expect.anything()] });
    expect(page.json().entityTypes).toEqual(
      expect.arrayContaining(['hotel', 'booking', 'user', 'blog-comment']),
    );
  });

  it('takes from and to as business days in Istanbul, both included, across midnight', async () => {
    const saved = t.clock.now();
    const hotel = await createHotelFixture(t.database.db, { name: 'Midnight Inn' });
    try {
      // 23:30 on 10 June in Istanbul (20:30 UTC), then 00:30 on 11 June (21:30 UTC).
      t.clock.set(new Date('2027-06-10T20:30:00Z'));
      // Signed in at each time: an access token lives minutes.
      const late = await call(
        'PUT',
        `/api/hotels/${hotel.hotelId}`,
        (await loginUser(t.app, boss.email)).token,
        {
          ...hotelBody,
          starRating: 1,
        },
      );
      expect(late.statusCode, late.body).toBe(200);
      t.clock.set(new Date('2027-06-10T21:30:00Z'));
      const early = await call(
        'PUT',
        `/api/hotels/${hotel.hotelId}`,
        (await loginUser(t.app, boss.email)).token,
        {
          ...hotelBody,
          starRating: 2,
        },
      );
      expect(early.statusCode, early.body).toBe(200);
    } finally {
      t.clock.set(saved);
    }

    const on = async (from: string, to: string) =>
      (await trail(`entity=hotel&entityId=${hotel.hotelId}&from=${from}&to=${to}`)).map((e) => e.at);
    expect(await on('2027-06-10', '2027-06-10')).toEqual(['2027-06-10T20:30:00.000Z']);
    expect(await on('2027-06-11', '2027-06-11')).toEqual(['2027-06-10T21:30:00.000Z']);
    expect(await on('2027-06-10', '2027-06-11')).toHaveLength(2);
    expect(await on('2027-06-12', '2027-06-30')).toEqual([]);
    const backwards = await call('GET', '/api/admin/audit?from=2027-06-11&to=2027-06-10', boss.token);
    expect(backwards.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit?from=2027-02-30', boss.token)).statusCode).toBe(400);
  });
});

describe('entries cannot be changed', () => {
  it('has no route that changes or deletes an entry', async () => {
    const [entry] = await trail();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      expect((await call(method, `/api/admin/audit/${entry?._id}`, boss.token, {})).statusCode).toBe(404);
    const doc = (await call('GET', '/api/openapi.json')).json() as { paths: Record<string, object> };
    const auditPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/admin/audit'));
    expect(auditPaths.map(([path, ops]) => [path, Object.keys(ops)])).toEqual([
      ['/api/admin/audit', ['get']],
    ]);
  });

  it('is refused by the database: no UPDATE, no DELETE of an entry younger than two years', async () => {
    const db = t.database.db;
    const [entry] = await trail();
    const id = entry?._id ?? '';
    await expect(
      db.update(auditEntries).set({ actorName: 'Someone else' }).where(eq(auditEntries.id, id)),
    ).rejects.toThrow();
    await expect(db.delete(auditEntries).where(eq(auditEntries.id, id))).rejects.toThrow();
    // A year and eleven months old: still kept.
    await db.insert(auditEntries).values(oldEntry('kept', sql`now() - interval '23 months'`));
    await expect(db.delete(auditEntries).where(eq(auditEntries.entityId, 'kept'))).rejects.toThrow();
    const [still] = await trail('entityId=kept');
    expect(still?.entity.id).toBe('kept');
  });

  it('is removed by the daily sweep once older than two years, and only then', async () => {
    const db = t.database.db;
    await db
      .insert(auditEntries)
      .values([
        oldEntry('expired', sql`now() - interval '2 years 1 day'`),
        oldEntry('recent', sql`now() - interval '1 year'`),
      ]);
    expect(await t.app.services.audit.sweep()).toBe(1);
    expect(await trail('entityId=expired')).toEqual([]);
    expect(await trail('entityId=recent')).toHaveLength(1);
    expect(await t.app.services.audit.sweep()).toBe(0);
  });
});

describe('every admin and blog-admin write route', () => {
  it('declares what it records: each write the API document says needs a role is audited', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { 'x-required-role'?: string[] }>>;
    };
    const adminWrites = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(
          ([method, op]) => ['post', 'put', 'patch', 'delete'].includes(method) && op['x-required-role'],
        )
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(adminWrites.length).toBeGreaterThan(50);
    const audited = t.app.auditTrail.routes;
    for (const route of adminWrites) expect(audited.has(route), route).toBe(true);
    expect(audited.get('PATCH /api/admin/bookings/:id/status')).toBe('booking');
    expect(audited.get('POST /api/blog-admin/comments/:id/approve')).toBe('blog-comment');
    expect(audited.get('POST /api/uploads')).toBe('upload');
  });

  it('a server with an admin write route that declares nothing does not start', async () => {
    const build = async (guard: typeof requireAuth) => {
      const app = Fastify();
      app.decorate('services', { audit: {} } as never);
      await app.register(auditTrailPlugin);
      app.post('/api/things', { preValidation: guard }, async () => ({ ok: true }));
      return app;
    };
    const admin = await build(requireRole('admin'));
    await expect(admin.ready()).rejects.toThrow(/audit trail.*POST \/api\/things/);
    const blog = await build(requireBlogAccess);
    await expect(blog.ready()).rejects.toThrow(/POST \/api\/things/);
    // A traveller's own write is not an admin write.
    const own = await build(requireAuth);
    await expect(own.ready()).resolves.toBeDefined();
    await own.close();
  });
});

/** An entry written straight into the table at `at` (an SQL instant), as an old one would be. */
function oldEntry(entityId: string, at: ReturnType<typeof sql>) {
  return {
    at,
    actorId: null,
    actorName: 'Former Admin',
    actorEmail: 'former@example.com',
    actorRole: 'admin',
    method: 'PUT',
    route: 'PUT /api/settings/app',
    action: 'update',
    entityType: 'setting',
    entityId,
  } as unknown as typeof auditEntries.$inferInsert;
}
