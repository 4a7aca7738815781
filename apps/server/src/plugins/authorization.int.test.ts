import { ALLOWED_TRANSITIONS } from '@app/shared/bookings/status';
import { addDays, todayIn } from '@app/shared/common/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../db/seed/seed.ts';
import { type ApiRequest, adminRecords } from '../test/admin-records.ts';
import { changedTables, fingerprintReader } from '../test/db-fingerprint.ts';
import { createTestApp } from '../test/harness.ts';
import { bearer, loginUser, registerUser } from '../test/http.ts';

/**
 * Who may call each admin and blog-admin endpoint, as one table: every operation of the API that
 * names a role (the OpenAPI document's `x-required-role`, read from the route's guard), every route
 * under `/api/admin/` and `/api/blog-admin/`, and every public read that shows an admin more with
 * `?admin=true`. Each row sends a valid request (real ids from the demo data or records the row makes
 * itself, a body that passes validation) from a guest, a traveller, a blog admin, a traveller granted
 * the blog permission and an admin: the roles that may get a real success (2xx), a guest 401, every
 * other role 403, and a refused request writes nothing. An endpoint the app has and the table lacks,
 * or a row for one the app does not have, fails the first test.
 */

type Caller = 'guest' | 'user' | 'blogUser' | 'blogAdmin' | 'admin';
const CALLERS: readonly Caller[] = ['guest', 'user', 'blogUser', 'blogAdmin', 'admin'];

/** The travel admin only. */
const ADMIN = ['admin'] as const satisfies readonly Caller[];
/** The blog admin area: admins, blog admins and travellers granted the blog permission (rules.ts). */
const BLOG = ['admin', 'blogAdmin', 'blogUser'] as const satisfies readonly Caller[];

interface Row {
  may: readonly Caller[];
  /** A valid request, made afresh for each caller: a row that changes or deletes makes its own record. */
  request: () => ApiRequest | Promise<ApiRequest>;
}

/**
 * Operations that need a session and name no role: any signed-in account may call them for itself
 * (its profile, password, bookings, reviews, recent searches); their module tests cover them.
 */
const ANY_SIGNED_IN = [
  'POST /api/auth/refresh',
  'POST /api/auth/logout-all',
  'GET /api/auth/me',
  'PUT /api/auth/password',
  'PUT /api/users/profile',
  'PUT /api/users/profile/avatar',
  'POST /api/hotels/:id/reviews',
  'POST /api/packages/:id/reviews',
  'POST /api/restaurants/:id/reviews',
  'GET /api/travel/flights/recent',
  'POST /api/travel/flights/recent',
  'DELETE /api/travel/flights/recent',
  'DELETE /api/travel/flights/recent/:key',
  'GET /api/bookings',
  'GET /api/bookings/:id',
  'GET /api/bookings/:id/calendar.ics',
];

const t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', COMMENT_RATE_LIMIT_PER_IP: '100000' });
afterAll(() => t.close());
// The demo data is made for the real today; the app's clock agrees with it.
t.clock.set(new Date());
await seed(t.database.db, t.config, { info: () => {} });
const today = todayIn(t.config.BUSINESS_TIMEZONE, t.clock.now());
const fingerprint = await fingerprintReader(t.database.db);

const tokens: Record<Exclude<Caller, 'guest'>, string> = {
  admin: (await loginUser(t.app, 'admin@karadeniz.travel', 'Admin123!')).token,
  blogAdmin: (await loginUser(t.app, 'blog@karadeniz.travel', 'Blog123!')).token,
  user: (await loginUser(t.app, 'user@karadeniz.travel', 'User123!')).token,
  blogUser: '',
};

/** Sends a request as `caller`, from the site's own pages. */
function send(caller: Caller, request: ApiRequest) {
  const token = caller === 'guest' ? undefined : tokens[caller];
  return t.app.inject({
    ...request,
    headers: { origin: t.config.publicUrl, ...request.headers, ...(token ? bearer(token) : {}) },
  });
}

const records = adminRecords(t, { adminToken: () => tokens.admin, today });
const { made, next, account, hotel, hotelBody, roomBody, destination, destinationBody } = records;
const { trip, packageBody } = records;
const { tripWithDeparture, restaurant, restaurantBody, tableBody, restaurantWithTable } = records;
const { vehicleClass, vehicleClassBody, blogPost, postBody, category, categoryBody } = records;
const comment = (approved = false) => records.comment(seeded.postSlug, approved);
const booking = () => records.booking(seeded);

/** Ids of the demo data the reads ask about. */
const seeded = {
  hotelId: '',
  roomTypeId: '',
  packageId: '',
  destinationId: '',
  restaurantId: '',
  tableId: '',
  vehicleClassId: '',
  bookingId: '',
  userId: '',
  postId: '',
  postSlug: '',
  tagId: '',
};

const get = (url: string) => (): ApiRequest => ({ method: 'GET', url });
const GET = 'GET' as const;
const DELETE = 'DELETE' as const;

/** The table: every admin and blog-admin endpoint, who may call it and a valid request to it. */
const TABLE: Record<string, Row> = {
  // Accounts
  'GET /api/users': { may: ADMIN, request: get('/api/users?limit=5') },
  'GET /api/admin/users': { may: ADMIN, request: get('/api/admin/users?q=layla&sort=name') },
  'GET /api/admin/users/:id': {
    may: ADMIN,
    request: () => ({ method: GET, url: `/api/admin/users/${seeded.userId}` }),
  },
  'PATCH /api/admin/users/:id': {
    may: ADMIN,
    request: async () => ({
      method: 'PATCH',
      url: `/api/admin/users/${await account()}`,
      payload: { role: 'blog-admin', blogPermission: true },
    }),
  },
  'POST /api/admin/users/:id/disable': {
    may: ADMIN,
    request: async () => ({ method: 'POST', url: `/api/admin/users/${await account()}/disable` }),
  },
  'POST /api/admin/users/:id/enable': {
    may: ADMIN,
    request: async () => {
      const id = await account();
      await made('POST', `/api/admin/users/${id}/disable`);
      return { method: 'POST', url: `/api/admin/users/${id}/enable` };
    },
  },
  'POST /api/admin/users/:id/password-reset': {
    may: ADMIN,
    request: async () => ({ method: 'POST', url: `/api/admin/users/${await account()}/password-reset` }),
  },
  'DELETE /api/admin/users/:id': {
    may: ADMIN,
    request: async () => ({ method: DELETE, url: `/api/admin/users/${await account()}` }),
  },

  // Settings
  'GET /api/settings': { may: ADMIN, request: get('/api/settings') },
  'PUT /api/settings/app': {
    may: ADMIN,
    request: () => ({
      method: 'PUT',
      url: '/api/settings/app',
      payload: {
        siteName: `Karadeniz Travel ${next()}`,
        contactEmail: 'info@karadeniz.travel',
        currency: 'TRY',
        defaultLanguage: 'tr',
        timezone: 'Europe/Istanbul',
        phone: '+90 462 000 00 00',
      },
    }),
  },
  'PUT /api/settings/email': {
    may: ADMIN,
    request: () => ({
      method: 'PUT',
      url: '/api/settings/email',
      payload: { senderName: `Karadeniz Rezervasyon ${next()}`, senderEmail: 'rezervasyon@karadeniz.travel' },
    }),
  },
  'PUT /api/settings/payment': {
    may: ADMIN,
    request: () => ({
      method: 'PUT',
      url: '/api/settings/payment',
      payload: { taxRate: 10 + (next() % 10) },
    }),
  },
  'PUT /api/settings/homepage': {
    may: ADMIN,
    request: () => ({
      method: 'PUT',
      url: '/api/settings/homepage',
      payload: {
        heroSlideshow: [
          {
            url: '/images/hero/uzungol.svg',
            title: { en: `Uzungöl in the morning ${next()}`, tr: 'Sabah Uzungöl', ar: 'أوزنجول في الصباح' },
            subtitle: { en: 'Mist over the lake' },
          },
        ],
      },
    }),
  },

  // Hotels and their nights
  'GET /api/admin/hotels': { may: ADMIN, request: get('/api/admin/hotels?q=trabzon') },
  'GET /api/hotels/:id?admin=true': {
    may: ADMIN,
    request: () => ({ method: GET, url: `/api/hotels/${seeded.hotelId}?admin=true` }),
  },
  'POST /api/hotels': {
    may: ADMIN,
    request: () => ({
      method: 'POST',
      url: '/api/hotels',
      payload: { ...hotelBody(), roomTypes: [roomBody()] },
    }),
  },
  'PUT /api/hotels/:id': {
    may: ADMIN,
    request: async () => ({
      method: 'PUT',
      url: `/api/hotels/${(await hotel())._id}`,
      payload: { ...hotelBody(), starRating: 4 },
    }),
  },
  'DELETE /api/hotels/:id': {
    may: ADMIN,
    request: async () => ({ method: DELETE, url: `/api/hotels/${(await hotel())._id}` }),
  },
  'POST /api/hotels/:id/rooms': {
    may: ADMIN,
    request: async () => ({
      method: 'POST',
      url: `/api/hotels/${(await hotel())._id}/rooms`,
      payload: roomBody(),
    }),
  },
  'PUT /api/hotels/:id/rooms/:roomId': {
    may: ADMIN,
    request: async () => {
      const { _id, roomTypes } = await hotel();
      return {
        method: 'PUT',
        url: `/api/hotels/${_id}/rooms/${roomTypes[0]?._id}`,
        payload: { ...roomBody(), pricePerNight: 350_000 },
      };
    },
  },
  'DELETE /api/hotels/:id/rooms/:roomId': {
    may: ADMIN,
    request: async () => {
      const { _id, roomTypes } = await hotel();
      return { method: DELETE, url: `/api/hotels/${_id}/rooms/${roomTypes[0]?._id}` };
    },
  },
  'GET /api/inventory/hotels/:hotelId/:roomTypeId': {
    may: ADMIN,
    request: () =>
      get(
        `/api/inventory/hotels/${seeded.hotelId}/${seeded.roomTypeId}?from=${today}&to=${addDays(today, 30)}`,
      )(),
  },
  'PUT /api/inventory/hotels/:hotelId/:roomTypeId/:date': {
    may: ADMIN,
    request: () => ({
      method: 'PUT',
      url: `/api/inventory/hotels/${seeded.hotelId}/${seeded.roomTypeId}/${addDays(today, 400)}`,
      payload: { totalRooms: 4, availableRooms: 4, basePrice: 250_000 + next() },
    }),
  },
  'DELETE /api/inventory/hotels/:hotelId/:roomTypeId/:date': {
    may: ADMIN,
    request: async () => {
      const { _id, roomTypes } = await hotel();
      const url = `/api/inventory/hotels/${_id}/${roomTypes[0]?._id}/${addDays(today, 30)}`;
      await made('PUT', url, { totalRooms: 3, availableRooms: 3, basePrice: 300_000 });
      return { method: DELETE, url };
    },
  },
  'DELETE /api/inventory/hotels/:hotelId/:roomTypeId': {
    may: ADMIN,
    request: async () => {
      const { _id, roomTypes } = await hotel();
      const base = `/api/inventory/hotels/${_id}/${roomTypes[0]?._id}`;
      await made('PUT', `${base}/${addDays(today, 30)}`, {
        totalRooms: 3,
        availableRooms: 3,
        basePrice: 300_000,
      });
      return { method: DELETE, url: `${base}?from=${addDays(today, 20)}&to=${addDays(today, 40)}` };
    },
  },
  'POST /api/inventory/hotels/:hotelId/:roomTypeId/bulk': {
    may: ADMIN,
    request: async () => {
      const { _id, roomTypes } = await hotel();
      return {
        method: 'POST',
        url: `/api/inventory/hotels/${_id}/${roomTypes[0]?._id}/bulk`,
        payload: {
          startDate: addDays(today, 90),
          endDate: addDays(today, 120),
          dayTypes: ['weekend'],
          basePrice: 420_000,
        },
      };
    },
  },

  // Destinations
  'GET /api/admin/destinations': { may: ADMIN, request: get('/api/admin/destinations') },
  'GET /api/destinations/:id?admin=true': {
    may: ADMIN,
    request: () => ({ method: GET, url: `/api/destinations/${seeded.destinationId}?admin=true` }),
  },
  'POST /api/destinations': {
    may: ADMIN,
    request: () => ({ method: 'POST', url: '/api/destinations', payload: destinationBody() }),
  },
  'PUT /api/destinations/:id': {
    may: ADMIN,
    request: async () => ({
      method: 'PUT',
      url: `/api/destinations/${(await destination())._id}`,
      payload: { ...destinationBody(), featured: true },
    }),
  },
  'DELETE /api/destinations/:id': {
    may: ADMIN,
    request: async () => ({ method: DELETE, url: `/api/destinations/${(await destination())._id}` }),
  },

  // Packages and departures
  'GET /api/admin/packages': { may: ADMIN, request: get('/api/admin/packages') },
  'GET /api/packages/:id?admin=true': {
    may: ADMIN,
    request: () => ({ method: GET, url: `/api/packages/${seeded.packageId}?admin=true` }),
  },
  'POST /api/packages': {
    may: ADMIN,
    request: () => ({ method: 'POST', url: '/api/packages', payload: packageBody() }),
  },
  'PUT /api/packages/:id': {
    may: ADMIN,
    request: async () => ({
      method: 'PUT',
      url: `/api/packages/${(await trip())._id}`,
      payload: { ...packageBody(), durationDays: 4 },
    }),
  },
  'DELETE /api/packages/:id': {
    may: ADMIN,
    request: async () => ({ method: DELETE, url: `/api/packages/${(await trip())._id}` }),
  },
  'PUT /api/packages/:id/itinerary': {
    may: ADMIN,
    request: async () => ({
      method: 'PUT',
      url: `/api/packages/${(await trip())._id}/itinerary`,
      payload: {
        itinerary: [
          { day: 1, title: { en: 'Trabzon and Sümela', tr: 'Trabzon ve Sümela', ar: 'طرابزون وسوميلا' } },
          { day: 2, title: { en: 'Uzungöl' } },
        ],
      },
    }),
  },
  'POST /api/packages/:id/departures': {
    may: ADMIN,
    request: async () => ({
      method: 'POST',
      url: `/api/packages/${(await trip())._id}/departures`,
      payload: { startDate: addDays(today, 30), seatsTotal: 16 },
    }),
  },
  'PUT /api/packages/:id/departures/:departureId': {
    may: ADMIN,
    request: async () => {
      const { id, departureId } = await tripWithDeparture();
      return {
        method: 'PUT',
        url: `/api/packages/${id}/departures/${departureId}`,
        payload: { startDate: addDays(today, 46), seatsTotal: 20 },
      };
    },
  },
  'DELETE /api/packages/:id/departures/:departureId': {
    may: ADMIN,
    request: async () => {
      const { id, departureId } = await tripWithDeparture();
      return { method: DELETE, url: `/api/packages/${id}/departures/${departureId}` };
    },
  },

  // Restaurants, tables and dates
  'GET /api/admin/restaurants': { may: ADMIN, request: get('/api/admin/restaurants') },
  'GET /api/admin/restaurants/:id': {
    may: ADMIN,
    request: () => ({ method: GET, url: `/api/admin/restaurants/${seeded.restaurantId}` }),
  },
  'GET /api/admin/restaurants/:id/tables': {
    may: ADMIN,
    request: () => ({ method: GET, url: `/api/admin/restaurants/${seeded.restaurantId}/tables` }),
  },
  'GET /api/admin/restaurants/:id/tables/:tableId/reservations': {
    may: ADMIN,
    request: () => ({
      method: GET,
      url: `/api/admin/restaurants/${seeded.restaurantId}/tables/${seeded.tableId}/reservations`,
    }),
  },
  'GET /api/admin/restaurants/:id/days/:date': {
    may: ADMIN,
    request: () => ({
      method: GET,
      url: `/api/admin/restaurants/${seeded.restaurantId}/days/${addDays(today, 7)}`,
    }),
  },
  'PUT /api/admin/restaurants/:id/days/:date': {
    may: ADMIN,
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/restaurants/${(await restaurant())._id}/days/${addDays(today, 9)}`,
      payload: { closed: true, reason: 'Kurban Bayramı' },
    }),
  },
  'GET /api/admin/restaurants/:id/sittings': {
    may: ADMIN,
    request: () => ({
      method: GET,
      url: `/api/admin/restaurants/${seeded.restaurantId}/sittings?date=${addDays(today, 2)}`,
    }),
  },
  'POST /api/restaurants': {
    may: ADMIN,
    request: () => ({ method: 'POST', url: '/api/restaurants', payload: restaurantBody() }),
  },
  'PUT /api/restaurants/:id': {
    may: ADMIN,
    request: async () => ({
      method: 'PUT',
      url: `/api/restaurants/${(await restaurant())._id}`,
      payload: { ...restaurantBody(), priceRange: 4 },
    }),
  },
  'DELETE /api/restaurants/:id': {
    may: ADMIN,
    request: async () => ({ method: DELETE, url: `/api/restaurants/${(await restaurant())._id}` }),
  },
  'POST /api/restaurants/:id/tables': {
    may: ADMIN,
    request: async () => ({
      method: 'POST',
      url: `/api/restaurants/${(await restaurant())._id}/tables`,
      payload: tableBody(),
    }),
  },
  'PUT /api/restaurants/:id/tables/:tableId': {
    may: ADMIN,
    request: async () => {
      const { id, tableId } = await restaurantWithTable();
      return {
        method: 'PUT',
        url: `/api/restaurants/${id}/tables/${tableId}`,
        payload: { ...tableBody(), active: false },
      };
    },
  },
  'DELETE /api/restaurants/:id/tables/:tableId': {
    may: ADMIN,
    request: async () => {
      const { id, tableId } = await restaurantWithTable();
      return { method: DELETE, url: `/api/restaurants/${id}/tables/${tableId}` };
    },
  },

  // Vehicles
  'GET /api/admin/vehicles/classes': { may: ADMIN, request: get('/api/admin/vehicles/classes?service=taxi') },
  'POST /api/admin/vehicles/classes': {
    may: ADMIN,
    request: () => ({ method: 'POST', url: '/api/admin/vehicles/classes', payload: vehicleClassBody() }),
  },
  'GET /api/admin/vehicles/classes/:id': {
    may: ADMIN,
    request: () => ({ method: GET, url: `/api/admin/vehicles/classes/${seeded.vehicleClassId}` }),
  },
  'PUT /api/admin/vehicles/classes/:id': {
    may: ADMIN,
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/vehicles/classes/${(await vehicleClass())._id}`,
      payload: { ...vehicleClassBody(), fleetSize: 3 },
    }),
  },
  'DELETE /api/admin/vehicles/classes/:id': {
    may: ADMIN,
    request: async () => ({
      method: DELETE,
      url: `/api/admin/vehicles/classes/${(await vehicleClass())._id}`,
    }),
  },
  'GET /api/admin/vehicles/classes/:id/withdrawals': {
    may: ADMIN,
    request: () => ({ method: GET, url: `/api/admin/vehicles/classes/${seeded.vehicleClassId}/withdrawals` }),
  },
  'PUT /api/admin/vehicles/classes/:id/withdrawals/:date': {
    may: ADMIN,
    request: async () => ({
      method: 'PUT',
      url: `/api/admin/vehicles/classes/${(await vehicleClass())._id}/withdrawals/${addDays(today, 12)}`,
      payload: { reason: 'Periyodik bakım' },
    }),
  },
  'DELETE /api/admin/vehicles/classes/:id/withdrawals/:date': {
    may: ADMIN,
    request: async () => {
      const url = `/api/admin/vehicles/classes/${(await vehicleClass())._id}/withdrawals/${addDays(today, 12)}`;
      await made('PUT', url, { reason: 'Periyodik bakım' });
      return { method: DELETE, url };
    },
  },

  // Bookings and the dashboard
  'GET /api/admin/bookings': { may: ADMIN, request: get('/api/admin/bookings?status=confirmed') },
  'GET /api/admin/bookings/export.csv': { may: ADMIN, request: get('/api/admin/bookings/export.csv') },
  'GET /api/admin/bookings/:id': {
    may: ADMIN,
    request: () => ({ method: GET, url: `/api/admin/bookings/${seeded.bookingId}` }),
  },
  'PATCH /api/admin/bookings/:id/status': {
    may: ADMIN,
    request: async () => {
      const { id, status } = await booking();
      const to = ALLOWED_TRANSITIONS[status].find((s) => s !== 'cancelled') ?? 'cancelled';
      return {
        method: 'PATCH',
        url: `/api/admin/bookings/${id}/status`,
        payload: { status: to, note: 'Otel onayladı' },
      };
    },
  },
  'GET /api/admin/dashboard': { may: ADMIN, request: get('/api/admin/dashboard?period=30d') },
  'GET /api/admin/dashboard/export.csv': {
    may: ADMIN,
    request: () => ({
      method: GET,
      url: `/api/admin/dashboard/export.csv?period=custom&from=${addDays(today, -20)}&to=${today}`,
    }),
  },

  // The audit trail (read only)
  'GET /api/admin/audit': {
    may: ADMIN,
    request: get(`/api/admin/audit?entity=booking&from=${addDays(today, -30)}&to=${today}`),
  },

  // The blog admin area and its uploads
  'POST /api/uploads': { may: BLOG, request: records.jpegUpload },
  'GET /api/blog-admin/overview': { may: BLOG, request: get('/api/blog-admin/overview') },
  'GET /api/blog-admin/posts': { may: BLOG, request: get('/api/blog-admin/posts?status=published') },
  'POST /api/blog-admin/posts': {
    may: BLOG,
    request: () => ({ method: 'POST', url: '/api/blog-admin/posts', payload: postBody() }),
  },
  'GET /api/blog-admin/posts/:id': {
    may: BLOG,
    request: () => ({ method: GET, url: `/api/blog-admin/posts/${seeded.postId}` }),
  },
  'PUT /api/blog-admin/posts/:id': {
    may: BLOG,
    request: async () => ({
      method: 'PUT',
      url: `/api/blog-admin/posts/${(await blogPost())._id}`,
      payload: { ...postBody(), tags: ['Rize'] },
    }),
  },
  'DELETE /api/blog-admin/posts/:id': {
    may: BLOG,
    request: async () => ({ method: DELETE, url: `/api/blog-admin/posts/${(await blogPost())._id}` }),
  },
  'POST /api/blog-admin/posts/bulk': {
    may: BLOG,
    request: async () => ({
      method: 'POST',
      url: '/api/blog-admin/posts/bulk',
      payload: { ids: [(await blogPost())._id, (await blogPost())._id], action: 'archive' },
    }),
  },
  'GET /api/blog-admin/comments': { may: BLOG, request: get('/api/blog-admin/comments?status=approved') },
  'POST /api/blog-admin/comments/:id/approve': {
    may: BLOG,
    request: async () => ({ method: 'POST', url: `/api/blog-admin/comments/${await comment()}/approve` }),
  },
  'POST /api/blog-admin/comments/:id/unapprove': {
    may: BLOG,
    request: async () => ({
      method: 'POST',
      url: `/api/blog-admin/comments/${await comment(true)}/unapprove`,
    }),
  },
  'DELETE /api/blog-admin/comments/:id': {
    may: BLOG,
    request: async () => ({ method: DELETE, url: `/api/blog-admin/comments/${await comment()}` }),
  },
  'GET /api/blog-admin/categories': { may: BLOG, request: get('/api/blog-admin/categories') },
  'POST /api/blog-admin/categories': {
    may: BLOG,
    request: () => ({ method: 'POST', url: '/api/blog-admin/categories', payload: categoryBody() }),
  },
  'PUT /api/blog-admin/categories/:id': {
    may: BLOG,
    request: async () => ({
      method: 'PUT',
      url: `/api/blog-admin/categories/${(await category())._id}`,
      payload: categoryBody(),
    }),
  },
  'DELETE /api/blog-admin/categories/:id': {
    may: BLOG,
    request: async () => ({ method: DELETE, url: `/api/blog-admin/categories/${(await category())._id}` }),
  },
  'GET /api/blog-admin/tags': { may: BLOG, request: get('/api/blog-admin/tags?q=uzun') },
  'PUT /api/blog-admin/tags/:id': {
    may: BLOG,
    request: () => ({
      method: 'PUT',
      url: `/api/blog-admin/tags/${seeded.tagId}`,
      payload: { names: { en: `Tea gardens ${next()}`, tr: 'Çay bahçeleri', ar: 'حدائق الشاي' } },
    }),
  },
  'GET /api/blog-admin/analytics': {
    may: BLOG,
    request: () => ({
      method: GET,
      url: `/api/blog-admin/analytics?from=${addDays(today, -30)}&to=${today}`,
    }),
  },
};

interface Operation {
  parameters?: { in: string; name: string }[];
  security?: Record<string, string[]>[];
  'x-required-role'?: string[];
  'x-required-permission'?: string;
}
let operations: { key: string; op: Operation }[];

beforeAll(async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      op,
    })),
  );
  // The demo data's first of each kind, and a hotel room to book.
  // A demo hotel a guest can book for two, paying at the hotel.
  for (const { _id } of (await made<{ data: { _id: string }[] }>('GET', '/api/hotels?limit=50')).data) {
    const hotel = await made<{
      paymentOptions: string[];
      roomTypes: { _id: string; maxOccupancy: number }[];
    }>('GET', `/api/hotels/${_id}`);
    const room = hotel.roomTypes.find((r) => r.maxOccupancy >= 2);
    if (!room || !hotel.paymentOptions.includes('payAtHotel')) continue;
    Object.assign(seeded, { hotelId: _id, roomTypeId: room._id });
    break;
  }
  seeded.packageId =
    (await made<{ data: { _id: string }[] }>('GET', '/api/admin/packages')).data[0]?._id ?? '';
  seeded.destinationId =
    (await made<{ data: { _id: string }[] }>('GET', '/api/admin/destinations')).data[0]?._id ?? '';
  for (const { _id } of (await made<{ data: { _id: string }[] }>('GET', '/api/admin/restaurants')).data) {
    const [table] = await made<{ _id: string }[]>('GET', `/api/admin/restaurants/${_id}/tables`);
    if (!table) continue;
    Object.assign(seeded, { restaurantId: _id, tableId: table._id });
    break;
  }
  seeded.vehicleClassId = (await made<{ _id: string }[]>('GET', '/api/admin/vehicles/classes'))[0]?._id ?? '';
  seeded.bookingId =
    (await made<{ data: { _id: string }[] }>('GET', '/api/admin/bookings')).data[0]?._id ?? '';
  seeded.userId =
    (await made<{ data: { _id: string }[] }>('GET', '/api/admin/users?q=user@karadeniz.travel')).data[0]
      ?._id ?? '';
  const posts = await made<{ data: { _id: string; slug: string }[] }>(
    'GET',
    '/api/blog-admin/posts?status=published',
  );
  seeded.postId = posts.data[0]?._id ?? '';
  seeded.postSlug = posts.data[0]?.slug ?? '';
  seeded.tagId = (await made<{ _id: string }[]>('GET', '/api/blog-admin/tags'))[0]?._id ?? '';
  for (const [name, id] of Object.entries(seeded)) if (!id) throw new Error(`the demo data has no ${name}`);

  // A traveller the admin granted the blog permission: a user by role, a writer by permission.
  const writer = { name: 'Zeynep Karadeniz', email: 'zeynep.yazar@example.com', password: 'Yazar123!' };
  const registered = await registerUser(t.app, writer);
  await made('PATCH', `/api/admin/users/${registered.json().user._id}`, { blogPermission: true });
  tokens.blogUser = (await loginUser(t.app, writer.email, writer.password)).token;
}, 60_000);

/** The OpenAPI key of a row (`GET /api/hotels/:id?admin=true` is the operation `GET /api/hotels/:id`). */
const operationOf = (row: string) => row.replace(/\?.*$/, '');

describe('the authorization table', () => {
  it('has a row for every admin and blog-admin endpoint of the app, and none for one it lacks', () => {
    const needsRole = operations
      .filter(({ key, op }) => op['x-required-role'] || /^\w+ \/api\/(admin|blog-admin)\//.test(key))
      .map(({ key }) => key);
    const adminView = operations
      .filter(({ op }) => op.parameters?.some((p) => p.in === 'query' && p.name === 'admin'))
      .map(({ key }) => `${key}?admin=true`);
    expect(Object.keys(TABLE).sort()).toEqual([...needsRole, ...adminView].sort());
    expect(needsRole.length).toBeGreaterThan(80);
  });

  it('leaves out only operations any signed-in account may call, which name no role', () => {
    const guarded = operations.filter(({ op }) => (op.security ?? []).some((s) => Object.keys(s).length > 0));
    const outside = guarded
      .filter(({ op }) => !(op.security ?? []).some((s) => Object.keys(s).length === 0))
      .map(({ key }) => key)
      .filter((key) => !(key in TABLE));
    expect(outside.sort()).toEqual([...ANY_SIGNED_IN].sort());
    for (const key of ANY_SIGNED_IN)
      expect(operations.find((o) => o.key === key)?.op['x-required-role'], key).toBeUndefined();
  });

  it('grants what the API document tells a client, for every guarded row', () => {
    for (const [row, { may }] of Object.entries(TABLE)) {
      const op = operations.find((o) => o.key === operationOf(row))?.op;
      if (!op?.['x-required-role']) continue;
      const documented: Caller[] = op['x-required-role'].map((role) =>
        role === 'blog-admin' ? 'blogAdmin' : (role as Caller),
      );
      if (op['x-required-permission'] === 'blog') documented.push('blogUser');
      expect([...may].sort(), row).toEqual(documented.sort());
    }
  });
});

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe.each(Object.entries(TABLE))('%s', (_row, { may, request }) => {
  const refused = CALLERS.filter((caller) => !may.includes(caller));

  it(`answers a guest 401 and ${refused.filter((c) => c !== 'guest').join(', ') || 'no one'} 403, writing nothing`, async () => {
    // Every refused caller sends a request that would succeed for an allowed one.
    const requests = [];
    for (const caller of refused) requests.push({ caller, req: await request() });
    await t.app.deps.tasks.idle();
    const before = await fingerprint();
    for (const { caller, req } of requests) {
      const res = await send(caller, req);
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(caller === 'guest' ? 401 : 403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe(caller === 'guest' ? 'unauthorized' : 'forbidden');
    }
    await t.app.deps.tasks.idle();
    if (WRITES.has(String(requests[0]?.req.method)))
      expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it(`succeeds for ${may.join(', ')}`, async () => {
    for (const caller of may) {
      const res = await send(caller, await request());
      expect(res.statusCode, `${caller}: ${res.body.slice(0, 500)}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${caller}: ${res.body.slice(0, 500)}`).toBeLessThan(300);
    }
  });
});

describe('a refused write leaves the record as it was', () => {
  it('a blog admin cannot make a traveller an admin', async () => {
    const id = await account();
    const res = await send('blogAdmin', {
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    const after = await made<{ user: { role: string; permissions: { blog: boolean } } }>(
      'GET',
      `/api/admin/users/${id}`,
    );
    expect(after.user).toMatchObject({ role: 'user', permissions: { blog: false } });
  });

  it('a traveller cannot delete a blog post or rename the site', async () => {
    const post = await blogPost();
    expect(
      (await send('user', { method: DELETE, url: `/api/blog-admin/posts/${post._id}` })).statusCode,
    ).toBe(403);
    expect(
      (await send('blogAdmin', { method: GET, url: `/api/blog-admin/posts/${post._id}` })).statusCode,
    ).toBe(200);
    const before = (await send('guest', { method: GET, url: '/api/settings/public' })).json().siteName;
    const rename = await send('blogUser', {
      method: 'PUT',
      url: '/api/settings/app',
      payload: {
        siteName: 'Hacked',
        contactEmail: 'x@example.com',
        currency: 'USD',
        defaultLanguage: 'en',
        timezone: 'UTC',
      },
    });
    expect(rename.statusCode).toBe(403);
    expect((await send('guest', { method: GET, url: '/api/settings/public' })).json()).toMatchObject({
      siteName: before,
      currency: 'TRY',
    });
  });

  it('a blog admin cannot confirm or cancel a booking', async () => {
    const { id, status } = await booking();
    for (const to of ALLOWED_TRANSITIONS[status]) {
      const res = await send('blogAdmin', {
        method: 'PATCH',
        url: `/api/admin/bookings/${id}/status`,
        payload: { status: to },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await made<{ status: string }>('GET', `/api/admin/bookings/${id}`)).status).toBe(status);
  });
});
