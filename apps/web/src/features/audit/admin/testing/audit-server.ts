import type { AuditEntryDto } from '@app/shared/audit/schemas';
import { type StubbedCall, stubFetch } from '../../../../test/render-routes';

export const ISIL_ID = '3f1c2b6e-0000-4000-8000-0000000000a1';
export const MARYAM_ID = '3f1c2b6e-0000-4000-8000-0000000000a2';
export const BOOKING_ID = '5b2d3c4e-0000-4000-8000-000000000b01';
export const ZEYNEP_ID = '3f1c2b6e-0000-4000-8000-0000000000a3';
export const HOTEL_ID = '7e9f1a2b-0000-4000-8000-000000000c01';

const isil = { id: ISIL_ID, name: 'Işıl Şahin', email: 'isil@example.com', role: 'admin' };
const maryam = { id: MARYAM_ID, name: 'مريم العتيبي', email: 'maryam@example.com', role: 'admin' };

export function entry(overrides: Partial<AuditEntryDto> & Pick<AuditEntryDto, '_id'>): AuditEntryDto {
  return {
    at: '2027-06-01T09:00:00.000Z',
    actor: isil,
    action: 'update',
    entity: { type: 'hotel', id: HOTEL_ID, label: 'Ayder Hot Springs Lodge', parentId: '' },
    href: `/admin/hotels/${HOTEL_ID}`,
    route: 'PUT /api/hotels/:id',
    ip: '203.0.113.7',
    requestId: 'a1b2c3d4-0000-4000-8000-000000000001',
    before: {},
    after: {},
    ...overrides,
  };
}

const LONG = `${'Çay bahçeleri arasından Karadeniz’e bakan ahşap konaklar, '.repeat(8)}sonu.`;

/** The trail the admin sees: an admin confirmed a booking and disabled a user, among other changes. */
export const entries: AuditEntryDto[] = [
  entry({
    _id: 'e1',
    at: '2027-06-01T09:05:00.000Z',
    action: 'status',
    entity: { type: 'booking', id: BOOKING_ID, label: 'KT-7F3K9Q', parentId: '' },
    href: `/admin/bookings/${BOOKING_ID}`,
    route: 'PATCH /api/admin/bookings/:id/status',
    before: { status: 'pending', note: '' },
    after: { status: 'confirmed', note: 'Otel telefonla onayladı' },
  }),
  entry({
    _id: 'e2',
    at: '2027-06-01T09:04:00.000Z',
    action: 'disable',
    entity: { type: 'user', id: ZEYNEP_ID, label: 'Zeynep Öztürk', parentId: '' },
    href: `/admin/users/${ZEYNEP_ID}`,
    route: 'POST /api/admin/users/:id/disable',
    before: { disabled: false, disabledAt: null },
    after: { disabled: true, disabledAt: '2027-06-01T09:04:00.000Z' },
  }),
  entry({
    _id: 'e3',
    at: '2027-05-31T21:30:00.000Z',
    actor: maryam,
    ip: '2001:db8::7',
    before: { name: { tr: 'Ayder Kaplıca Konağı' }, starRating: 3, description: { tr: 'Kısa.' } },
    after: { name: { tr: 'Ayder Kaplıca Oteli' }, starRating: 4, description: { tr: LONG } },
  }),
  entry({
    _id: 'e4',
    at: '2027-05-31T20:30:00.000Z',
    entity: { type: 'setting', id: 'email', label: 'email', parentId: '' },
    href: '/admin/settings',
    route: 'PUT /api/settings/email',
    before: { smtpHost: '', smtpPasswordSealed: '[redacted]' },
    after: { smtpHost: 'smtp.karadeniz.example', smtpPasswordSealed: '[redacted]' },
  }),
  entry({
    _id: 'e5',
    at: '2027-05-30T08:00:00.000Z',
    action: 'delete',
    entity: {
      type: 'hotel',
      id: '7e9f1a2b-0000-4000-8000-000000000c02',
      label: 'Sümela Valley Inn',
      parentId: '',
    },
    href: null,
    route: 'DELETE /api/hotels/:id',
    before: { name: { en: 'Sümela Valley Inn' }, city: 'Maçka', published: true },
    after: null,
  }),
  entry({
    _id: 'e6',
    at: '2027-05-29T08:00:00.000Z',
    action: 'password-reset',
    actor: maryam,
    entity: { type: 'user', id: ZEYNEP_ID, label: 'Zeynep Öztürk', parentId: '' },
    href: `/admin/users/${ZEYNEP_ID}`,
    route: 'POST /api/admin/users/:id/password-reset',
  }),
];

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

/** The business day (Istanbul, UTC+3) of an instant. */
const dayOf = (at: string) => new Date(new Date(at).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

export function problem(status: number, code: string, title: string) {
  return { type: `about:blank#${code}`, title, status, code };
}

type Reply = { status: number; body?: unknown };

/** A stand-in for GET /api/admin/audit filtering `list` as the server does. */
export function auditServer(
  options: { list?: AuditEntryDto[]; override?: (call: StubbedCall) => Reply | undefined } = {},
) {
  const list = options.list ?? entries;
  return stubFetch((call) => {
    const answer = options.override?.(call);
    if (answer) return answer;
    if (call.url.pathname !== '/api/admin/audit')
      return { status: 404, body: problem(404, 'not_found', 'Not found') };
    const p = call.url.searchParams;
    const q = fold(p.get('q') ?? '');
    const found = list.filter(
      (e) =>
        (!q || fold(e.actor.name).includes(q) || fold(e.actor.email).includes(q)) &&
        (!p.get('actor') || e.actor.id === p.get('actor')) &&
        (!p.get('entity') || e.entity.type === p.get('entity')) &&
        (!p.get('entityId') || e.entity.id === p.get('entityId')) &&
        (!p.get('from') || dayOf(e.at) >= (p.get('from') ?? '')) &&
        (!p.get('to') || dayOf(e.at) <= (p.get('to') ?? '')),
    );
    return {
      status: 200,
      body: { data: found, total: found.length, page: 1, totalPages: 1, entityTypes: [] },
    };
  });
}
