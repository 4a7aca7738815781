import type { VehicleClassAdminDto, VehicleWithdrawalDto } from '@app/shared/vehicles/admin-schemas';
import { renderRoutes, type StubbedCall, stubFetch } from '../../../../test/render-routes';
import { withNotifications } from '../../../../test/with-notifications';
import { AdminVehiclesPage } from '../admin-vehicles-page';
import { AdminVehicleClassEditPage, AdminVehicleClassNewPage } from '../vehicle-class-editor-page';

export const ECONOMY_ID = '5b2e7c1a-0000-4000-8000-000000000001';
export const MINIBUS_ID = '5b2e7c1a-0000-4000-8000-000000000002';
export const TAXI_ID = '5b2e7c1a-0000-4000-8000-000000000003';
export const NEW_ID = '5b2e7c1a-0000-4000-8000-0000000000aa';

/** A rental class as the admin API answers it; `overrides` replace fields. */
export function economy(overrides: Partial<VehicleClassAdminDto> = {}): VehicleClassAdminDto {
  return {
    _id: ECONOMY_ID,
    service: 'rental',
    code: 'economy',
    name: { en: 'Economy', tr: 'Ekonomik', ar: 'اقتصادية' },
    model: 'Toyota Yaris',
    passengers: 5,
    bags: 2,
    transmission: 'manual',
    image: '/images/vehicles/rental-economy.svg',
    dailyRate: 105_000,
    oneWayFee: 170_000,
    extras: [
      { code: 'child_seat', perDay: 20_000 },
      { code: 'additional_driver', perDay: 30_000 },
    ],
    baseFare: 0,
    perKm: 0,
    fleetSize: 6,
    active: true,
    sortOrder: 0,
    upcomingBookings: 3,
    peakAhead: 2,
    deletable: false,
    createdAt: '2027-01-01T00:00:00.000Z',
    updatedAt: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const minibus = (): VehicleClassAdminDto =>
  economy({
    _id: MINIBUS_ID,
    service: 'transfer',
    code: 'minibus',
    name: { en: 'Minibus', tr: 'Minibüs', ar: 'حافلة صغيرة' },
    model: 'Mercedes-Benz Sprinter',
    passengers: 16,
    bags: 16,
    transmission: null,
    image: '',
    dailyRate: 0,
    oneWayFee: 0,
    extras: [],
    baseFare: 441_000,
    perKm: 9_000,
    fleetSize: 2,
    upcomingBookings: 0,
    peakAhead: 0,
    deletable: true,
  });

export const taxi = (): VehicleClassAdminDto =>
  economy({
    _id: TAXI_ID,
    service: 'taxi',
    code: 'taxi_xl',
    name: { en: 'Large taxi', tr: 'Büyük taksi', ar: 'سيارة أجرة كبيرة' },
    model: 'Fiat Doblo',
    passengers: 6,
    bags: 4,
    transmission: null,
    image: '',
    dailyRate: 0,
    oneWayFee: 0,
    extras: [],
    baseFare: 9_000,
    perKm: 4_800,
    fleetSize: 3,
    active: false,
    upcomingBookings: 0,
    peakAhead: 0,
    deletable: true,
  });

export const publicSettings = {
  siteName: 'Karadeniz Travel',
  currency: 'TRY',
  defaultLanguage: 'tr',
  timeZone: 'Europe/Istanbul',
  licenseNumber: '',
  address: '',
  phone: '',
  contactEmail: '',
};

type Reply = { status: number; body?: unknown };

/** A problem+json answer as the server gives it. */
export function problem(
  status: number,
  code: string,
  title: string,
  errors?: { field: string; code: string; message: string }[],
): Reply {
  return {
    status,
    body: { type: `about:blank#${code}`, code, title, status, ...(errors ? { errors } : {}) },
  };
}

/**
 * A small fake of the admin vehicle endpoints: the three classes, the economy class's withdrawn
 * days (`withdrawals`), and what a save answers (the saved body on the class). `override` answers first.
 */
export function vehicleServer(
  override: (call: StubbedCall) => Reply | undefined = () => undefined,
  withdrawals: VehicleWithdrawalDto[] = [],
) {
  const classes = [economy(), minibus(), taxi()];
  return stubFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    const path = call.url.pathname;
    const base = '/api/admin/vehicles/classes';
    if (path === '/api/settings/public') return { status: 200, body: publicSettings };
    if (path === base && call.method === 'GET') return { status: 200, body: classes };
    if (path === base && call.method === 'POST')
      return {
        status: 201,
        body: {
          ...economy({ upcomingBookings: 0, peakAhead: 0, deletable: true }),
          ...(call.body as object),
          _id: NEW_ID,
        },
      };
    const one = classes.find((c) => path === `${base}/${c._id}`);
    if (one && call.method === 'GET') return { status: 200, body: one };
    if (one && call.method === 'PUT') return { status: 200, body: { ...one, ...(call.body as object) } };
    if (one && call.method === 'DELETE') return { status: 204 };
    if (path === `${base}/${NEW_ID}`)
      return {
        status: 200,
        body: economy({ _id: NEW_ID, upcomingBookings: 0, peakAhead: 0, deletable: true }),
      };
    if (path.endsWith('/withdrawals') && call.method === 'GET') return { status: 200, body: withdrawals };
    const day = /\/withdrawals\/(\d{4}-\d{2}-\d{2})$/.exec(path)?.[1];
    if (day && call.method === 'PUT')
      return { status: 200, body: { day, reason: (call.body as { reason: string }).reason, bookings: 0 } };
    if (day && call.method === 'DELETE') return { status: 204 };
    return problem(404, 'not_found', 'Not found.');
  });
}

/** The admin's vehicle pages at `path`, as the admin shell shows them. */
export const renderVehicleAdmin = (path: string, lang: 'en' | 'tr' | 'ar' = 'en') =>
  renderRoutes(
    [
      { path: '/admin/vehicles', element: withNotifications(<AdminVehiclesPage />) },
      { path: '/admin/vehicles/new', element: withNotifications(<AdminVehicleClassNewPage />) },
      { path: '/admin/vehicles/:id', element: withNotifications(<AdminVehicleClassEditPage />) },
    ],
    path,
    lang,
  );
