import type { BookingDto } from '@app/shared/bookings/schemas';
import type { AdminUserDetailDto, AdminUserDto } from '@app/shared/users/admin-users';
import { type StubbedCall, stubFetch } from '../../../../test/render-routes';

export const ISIL_ID = '3f1c2b6e-0000-4000-8000-0000000000a1';
export const MARYAM_ID = '3f1c2b6e-0000-4000-8000-0000000000a2';
export const ZEYNEP_ID = '3f1c2b6e-0000-4000-8000-0000000000a3';
export const BOSS_ID = '3f1c2b6e-0000-4000-8000-0000000000a4';

export function testAccount(overrides: Partial<AdminUserDto> = {}): AdminUserDto {
  return {
    _id: ISIL_ID,
    name: 'Işıl Şahin',
    email: 'isil@example.com',
    phone: '+90 532 111 22 33',
    role: 'user',
    profileImage: '',
    permissions: { blog: false },
    preferences: { notifications: { email: false } },
    createdAt: '2027-06-12T09:30:00.000Z',
    disabled: false,
    disabledAt: null,
    lastSignInAt: '2027-07-01T11:05:00.000Z',
    ...overrides,
  };
}

export const isil = testAccount();
export const maryam = testAccount({
  _id: MARYAM_ID,
  name: 'مريم العتيبي',
  email: 'maryam@example.com',
  phone: '',
  role: 'blog-admin',
  permissions: { blog: true },
  createdAt: '2027-03-02T08:00:00.000Z',
  lastSignInAt: null,
});
export const zeynep = testAccount({
  _id: ZEYNEP_ID,
  name: 'Zeynep Öztürk',
  email: 'zeynep@example.com',
  phone: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  disabled: true,
  disabledAt: '2027-05-04T16:45:00.000Z',
  lastSignInAt: '2027-05-01T07:15:00.000Z',
});
export const boss = testAccount({
  _id: BOSS_ID,
  name: 'Ayşe Kaya',
  email: 'ayse.kaya@example.com',
  phone: '',
  role: 'admin',
  createdAt: '2026-01-05T10:00:00.000Z',
});

/** A booking as the account's page lists it: only what it shows is filled in. */
function booking(overrides: Partial<BookingDto>): BookingDto {
  return {
    _id: 'b1',
    reference: 'KT-4WHRQBGE',
    type: 'hotel',
    status: 'confirmed',
    checkIn: '2027-08-12',
    checkOut: '2027-08-15',
    paymentMethod: 'creditCard',
    currency: 'TRY',
    total: 1_254_000,
    ...overrides,
  } as BookingDto;
}

/** Işıl's page: three bookings (two shown here), two reviews, one comment. */
export function isilDetail(user: AdminUserDto = isil): AdminUserDetailDto {
  return {
    user,
    bookings: {
      total: 3,
      latest: [
        booking({}),
        booking({
          _id: 'b2',
          reference: 'KT-TABLE42',
          type: 'restaurant',
          status: 'pending',
          checkIn: '2027-08-13',
          checkOut: '2027-08-13',
          paymentMethod: 'none',
          total: 0,
        }),
      ],
    },
    reviews: {
      total: 2,
      latest: [
        {
          _id: 'r1',
          subjectType: 'hotel',
          subjectId: '3f1c2b6e-0000-4000-8000-000000000001',
          rating: 4,
          title: 'Göl manzarası harika',
          text: 'Sabah kahvaltısı göl kenarında, personel çok ilgili.',
          lang: 'tr',
          date: '2027-07-02T08:00:00.000Z',
        },
        {
          _id: 'r2',
          subjectType: 'package',
          subjectId: '3f1c2b6e-0000-4000-8000-000000000002',
          rating: 5,
          title: 'A week on the plateaus',
          text: 'Ayder and Pokut in one trip, with a guide who knew every path.',
          lang: 'en',
          date: '2027-06-20T08:00:00.000Z',
        },
      ],
    },
    comments: {
      total: 1,
      latest: [
        {
          _id: 'c1',
          authorName: 'Işıl Şahin',
          authorEmail: 'isil@example.com',
          body: 'Sümela için en iyi saat sabah erken mi?',
          lang: 'tr',
          createdAt: '2027-06-25T18:00:00.000Z',
          status: 'pending',
          post: { _id: 'p1', slug: 'a-morning-at-sumela-monastery', title: 'A morning at Sumela Monastery' },
        },
      ],
    },
  };
}

/** An account's page with nothing else than the account. */
export function bareDetail(user: AdminUserDto): AdminUserDetailDto {
  return {
    user,
    bookings: { total: 0, latest: [] },
    reviews: { total: 0, latest: [] },
    comments: { total: 0, latest: [] },
  };
}

type Reply = { status: number; body?: unknown };

/** Turkish letters written plain and lower case, as the server searches. */
const fold = (text: string) =>
  text
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c');

export function problem(status: number, code: string, title: string) {
  return { type: `about:blank#${code}`, title, status, code };
}

/**
 * A stand-in for /api/admin/users that keeps its accounts between calls: a change shows in the next
 * list and the next page of the account. `override` answers a call first (a failure, a refusal).
 */
export function usersServer(
  options: {
    accounts?: AdminUserDto[];
    details?: Record<string, AdminUserDetailDto>;
    override?: (call: StubbedCall) => Reply | undefined;
  } = {},
) {
  const accounts = new Map((options.accounts ?? [isil, maryam, zeynep, boss]).map((u) => [u._id, u]));
  const details = options.details ?? { [ISIL_ID]: isilDetail() };
  const detailOf = (user: AdminUserDto) => ({ ...(details[user._id] ?? bareDetail(user)), user });
  const calls = stubFetch((call) => {
    const answer = options.override?.(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/admin/users' && call.method === 'GET') {
      const p = call.url.searchParams;
      const q = fold(p.get('q') ?? '');
      const found = [...accounts.values()].filter(
        (u) =>
          (!q || fold(u.name).includes(q) || fold(u.email).includes(q)) &&
          (!p.get('role') || u.role === p.get('role')) &&
          (!p.get('blog') || String(u.permissions.blog) === p.get('blog')) &&
          (!p.get('disabled') || String(u.disabled) === p.get('disabled')),
      );
      return { status: 200, body: { data: found, total: found.length, page: 1, totalPages: 1 } };
    }
    const match = /^\/api\/admin\/users\/([^/]+)(?:\/([a-z-]+))?$/.exec(path);
    const user = match ? accounts.get(match[1] ?? '') : undefined;
    if (!match || !user) return { status: 404, body: problem(404, 'not_found', 'Not found') };
    const action = match[2];
    const save = (changes: Partial<AdminUserDto>) => {
      const saved = { ...user, ...changes };
      accounts.set(user._id, saved);
      return { status: 200, body: { user: saved } };
    };
    if (call.method === 'GET' && !action) return { status: 200, body: detailOf(user) };
    if (call.method === 'PATCH' && !action) {
      const body = call.body as { role?: AdminUserDto['role']; blogPermission?: boolean };
      return save({
        ...(body.role ? { role: body.role } : {}),
        ...(body.blogPermission !== undefined ? { permissions: { blog: body.blogPermission } } : {}),
      });
    }
    if (call.method === 'POST' && action === 'disable')
      return save({ disabled: true, disabledAt: '2027-07-10T12:00:00.000Z' });
    if (call.method === 'POST' && action === 'enable') return save({ disabled: false, disabledAt: null });
    if (call.method === 'POST' && action === 'password-reset')
      return { status: 202, body: { status: 'accepted' } };
    if (call.method === 'DELETE' && !action) {
      const detail = detailOf(user);
      accounts.delete(user._id);
      return {
        status: 200,
        body: {
          _id: user._id,
          bookingsKept: detail.bookings.total,
          reviewsAnonymised: detail.reviews.total,
          commentsAnonymised: detail.comments.total,
        },
      };
    }
    return { status: 404, body: problem(404, 'route_not_found', 'There is no such API endpoint.') };
  });
  return { calls, accounts };
}
