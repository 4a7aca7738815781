import type { DashboardDto, DashboardPeriodFigures } from '@app/shared/dashboard/schemas';

const none = { pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
const kind = (type: string, counts: Partial<typeof none>) => {
  const all = { ...none, ...counts };
  return {
    type,
    total: all.pending + all.confirmed + all.completed + all.cancelled,
    ...all,
    href: `/admin/bookings?type=${type}`,
  };
};

/**
 * The last 7 Trabzon days (27 May – 2 June 2027) as the API answers them: hotels, a package, a
 * Trabzon hotel paid in dollars, a table, a car and a kind the app does not know (`boat_tour`);
 * bookings on four days only (the others are missing from the per-day lists).
 */
export const sevenDays: DashboardPeriodFigures = {
  from: '2027-05-27',
  to: '2027-06-02',
  days: 7,
  bookings: {
    total: 7,
    byKind: [
      kind('hotel', { confirmed: 1, cancelled: 1 }),
      kind('boat_tour', { pending: 1 }),
      kind('car_rental', { confirmed: 1 }),
      kind('package', { completed: 1 }),
      kind('provider_hotel', { confirmed: 1 }),
      kind('restaurant', { pending: 1 }),
    ],
  },
  revenue: [
    { currency: 'TRY', amount: 460_000, bookings: 3, averageValue: 153_333 },
    { currency: 'USD', amount: 45_000, bookings: 1, averageValue: 45_000 },
  ],
  cancellations: {
    count: 1,
    rate: 0.1429,
    amounts: [{ currency: 'TRY', amount: 80_000 }],
    href: '/admin/bookings?status=cancelled',
  },
  bookingsPerDay: [
    { date: '2027-05-27', type: 'car_rental', count: 1 },
    { date: '2027-05-28', type: 'package', count: 1 },
    { date: '2027-05-28', type: 'provider_hotel', count: 1 },
    { date: '2027-05-31', type: 'hotel', count: 1 },
    { date: '2027-05-31', type: 'boat_tour', count: 1 },
    { date: '2027-06-02', type: 'hotel', count: 1 },
    { date: '2027-06-02', type: 'restaurant', count: 1 },
  ],
  revenuePerDay: [
    { date: '2027-05-27', currency: 'TRY', amount: 60_000 },
    { date: '2027-05-28', currency: 'TRY', amount: 300_000 },
    { date: '2027-05-28', currency: 'USD', amount: 45_000 },
    { date: '2027-06-02', currency: 'TRY', amount: 100_000 },
  ],
};

/** The 7 days before (20 – 26 May): two hotel stays, one cancelled. */
export const sevenDaysBefore: DashboardPeriodFigures = {
  from: '2027-05-20',
  to: '2027-05-26',
  days: 7,
  bookings: { total: 2, byKind: [kind('hotel', { confirmed: 1, cancelled: 1 })] },
  revenue: [{ currency: 'TRY', amount: 200_000, bookings: 1, averageValue: 200_000 }],
  cancellations: {
    count: 1,
    rate: 0.5,
    amounts: [{ currency: 'TRY', amount: 50_000 }],
    href: '/admin/bookings?status=cancelled',
  },
  bookingsPerDay: [
    { date: '2027-05-21', type: 'hotel', count: 1 },
    { date: '2027-05-26', type: 'hotel', count: 1 },
  ],
  revenuePerDay: [{ date: '2027-05-26', currency: 'TRY', amount: 200_000 }],
};

const HOTEL = '3f1c2b6e-0000-4000-8000-000000000101';
const SECOND_HOTEL = '3f1c2b6e-0000-4000-8000-000000000102';
const RESTAURANT = '3f1c2b6e-0000-4000-8000-000000000201';

export const dashboard: DashboardDto = {
  period: { name: '7d', today: '2027-06-02', timeZone: 'Europe/Istanbul' },
  current: sevenDays,
  previous: sevenDaysBefore,
  hotels: {
    from: '2027-06-02',
    to: '2027-07-01',
    hotels: [
      {
        hotelId: HOTEL,
        name: 'Uzungöl Lake Lodge',
        roomNights: 60,
        roomNightsSold: 2,
        occupancy: 0.0333,
        revenue: [{ currency: 'TRY', amount: 100_000, roomNights: 2, adr: 50_000, revpar: 1667 }],
      },
      {
        hotelId: SECOND_HOTEL,
        name: 'Ayder Yaylası Dağ Evi ve Şifalı Kaplıcalar',
        roomNights: 120,
        roomNightsSold: 90,
        occupancy: 0.75,
        revenue: [
          { currency: 'TRY', amount: 3_600_000, roomNights: 80, adr: 45_000, revpar: 30_000 },
          { currency: 'EUR', amount: 120_000, roomNights: 10, adr: 12_000, revpar: 1000 },
        ],
      },
    ],
  },
  departures: [
    {
      departureId: '3f1c2b6e-0000-4000-8000-000000000301',
      packageId: '3f1c2b6e-0000-4000-8000-000000000401',
      packageName: 'Uzungöl ve yaylalar turu',
      startDate: '2027-07-10',
      seatsTotal: 10,
      seatsSold: 3,
      href: '/admin/bookings?type=package',
    },
  ],
  restaurantEvenings: [
    {
      restaurantId: RESTAURANT,
      restaurantName: 'Liman Balık',
      date: '2027-06-02',
      tables: 2,
      tablesTaken: 1,
      guests: 2,
      href: '/admin/bookings?type=restaurant&from=2027-06-02&to=2027-06-02',
    },
    {
      restaurantId: RESTAURANT,
      restaurantName: 'Liman Balık',
      date: '2027-06-03',
      tables: 2,
      tablesTaken: 2,
      guests: 6,
      href: '/admin/bookings?type=restaurant&from=2027-06-03&to=2027-06-03',
    },
  ],
  arrivals: [
    { date: '2027-06-02', count: 1, href: '/admin/bookings?type=hotel&from=2027-06-02&to=2027-06-02' },
    { date: '2027-06-03', count: 0, href: '/admin/bookings?type=hotel&from=2027-06-03&to=2027-06-03' },
  ],
  pickups: [
    { date: '2027-06-02', count: 0, href: null },
    { date: '2027-06-03', count: 1, href: null },
  ],
  restaurantReservations: [
    { date: '2027-06-02', count: 1, href: '/admin/bookings?type=restaurant&from=2027-06-02&to=2027-06-02' },
    { date: '2027-06-03', count: 2, href: '/admin/bookings?type=restaurant&from=2027-06-03&to=2027-06-03' },
  ],
  latest: [
    {
      id: '3f1c2b6e-0000-4000-8000-000000000501',
      reference: 'KT-RST00001',
      type: 'restaurant',
      status: 'pending',
      guestName: 'مريم العتيبي',
      currency: 'TRY',
      total: 0,
      createdAt: '2027-06-02T06:00:00.000Z',
      href: '/admin/bookings?q=KT-RST00001',
    },
    {
      id: '3f1c2b6e-0000-4000-8000-000000000502',
      reference: 'KT-HTL00002',
      type: 'hotel',
      status: 'confirmed',
      guestName: 'Işıl Şahin',
      currency: 'TRY',
      total: 100_000,
      createdAt: '2027-06-01T23:30:00.000Z',
      href: '/admin/bookings?q=KT-HTL00002',
    },
  ],
  waiting: {
    pendingBookings: { count: 2, href: '/admin/bookings?status=pending' },
    blogCommentsPending: { count: 1, href: '/blog-admin/comments?status=pending' },
    contactMessagesLast7Days: { count: 3, href: null },
    mailFailed: { count: 1, href: null },
  },
};

/** A new agency: nothing booked, nothing on sale yet. */
export const newAgency: DashboardDto = {
  ...dashboard,
  current: {
    ...sevenDays,
    bookings: { total: 0, byKind: [] },
    revenue: [],
    cancellations: { count: 0, rate: 0, amounts: [], href: '/admin/bookings?status=cancelled' },
    bookingsPerDay: [],
    revenuePerDay: [],
  },
  previous: {
    ...sevenDaysBefore,
    bookings: { total: 0, byKind: [] },
    revenue: [],
    cancellations: { count: 0, rate: 0, amounts: [], href: '/admin/bookings?status=cancelled' },
    bookingsPerDay: [],
    revenuePerDay: [],
  },
  hotels: { from: '2027-06-02', to: '2027-07-01', hotels: [] },
  departures: [],
  restaurantEvenings: [],
  arrivals: dashboard.arrivals.map((d) => ({ ...d, count: 0 })),
  pickups: dashboard.pickups.map((d) => ({ ...d, count: 0 })),
  restaurantReservations: dashboard.restaurantReservations.map((d) => ({ ...d, count: 0 })),
  latest: [],
  waiting: {
    pendingBookings: { count: 0, href: '/admin/bookings?status=pending' },
    blogCommentsPending: { count: 0, href: '/blog-admin/comments?status=pending' },
    contactMessagesLast7Days: { count: 0, href: null },
    mailFailed: { count: 0, href: null },
  },
};
