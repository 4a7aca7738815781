import { z } from 'zod';
import { daysBetween } from '../common/dates.ts';
import { isoDate } from '../common/iso-date.ts';

/** The periods the travel admin's dashboard shows, on the business clock (Europe/Istanbul days). */
export const DASHBOARD_PERIODS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** The longest custom period, in days (both ends counted). */
export const MAX_DASHBOARD_DAYS = 366;

/** GET /api/admin/dashboard and /api/admin/dashboard/export.csv */
export const dashboardQuery = z
  .object({
    period: z.enum(DASHBOARD_PERIODS, { error: 'invalid_choice' }).default('7d'),
    /** First day of a custom period. */
    from: isoDate.optional(),
    /** Last day of a custom period (inclusive). */
    to: isoDate.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.period !== 'custom') return;
    if (!v.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'required' });
    if (!v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required' });
    if (!v.from || !v.to) return;
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'end_before_start' });
    else if (daysBetween(v.from, v.to) + 1 > MAX_DASHBOARD_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_too_long' });
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** Where the admin lists what a figure counts (a page of the admin with its filter), or null. */
const href = z.string().nullable();
const money = z.object({ currency: z.string(), amount: z.number().int() });

const kindFigures = z.object({
  /** The booking kind (`bookings.type`), whatever kinds the data holds. */
  type: z.string(),
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  href,
});

const revenueFigures = z.object({
  currency: z.string(),
  /** Totals of the confirmed and completed bookings made in the period, minor units. */
  amount: z.number().int(),
  bookings: z.number().int(),
  /** amount / bookings, rounded to the minor unit. */
  averageValue: z.number().int(),
});

/** The figures of one period: bookings counted by the day they were made (business days). */
export const dashboardPeriodFigures = z.object({
  from: isoDate,
  to: isoDate,
  days: z.number().int(),
  bookings: z.object({ total: z.number().int(), byKind: z.array(kindFigures) }),
  revenue: z.array(revenueFigures),
  cancellations: z.object({
    count: z.number().int(),
    /** cancelled / all bookings made in the period, 0 when none were made. */
    rate: z.number(),
    /** The totals of the cancelled bookings, per currency (not in revenue). */
    amounts: z.array(money),
    href,
  }),
  /**
   * For charts: only days with bookings; a missing day had none. Empty for the previous period in
   * `GET /api/admin/dashboard` (it is compared by its totals; the CSV carries its days).
   */
  bookingsPerDay: z.array(z.object({ date: isoDate, type: z.string(), count: z.number().int() })),
  revenuePerDay: z.array(z.object({ date: isoDate, currency: z.string(), amount: z.number().int() })),
});
export type DashboardPeriodFigures = z.infer<typeof dashboardPeriodFigures>;

const hotelFigures = z.object({
  hotelId: z.uuid(),
  name: z.string(),
  /** Rooms on sale summed over the nights (room nights), from the inventory. */
  roomNights: z.number().int(),
  /** Room nights taken (total − available), from the inventory. */
  roomNightsSold: z.number().int(),
  /** roomNightsSold / roomNights, 0 when nothing is on sale. */
  occupancy: z.number(),
  /** Per currency of the stays booked on these nights (not cancelled). */
  revenue: z.array(
    z.object({
      currency: z.string(),
      /** The stays' nights in the window, after promotions, minor units. */
      amount: z.number().int(),
      /** Room nights booked in this currency. */
      roomNights: z.number().int(),
      /** Average daily rate: amount / room nights booked. */
      adr: z.number().int(),
      /** Revenue per available room night: amount / roomNights. */
      revpar: z.number().int(),
    }),
  ),
});

const dayCount = z.object({ date: isoDate, count: z.number().int(), href });

export const dashboardDto = z.object({
  period: z.object({ name: z.enum(DASHBOARD_PERIODS), today: isoDate, timeZone: z.string() }),
  current: dashboardPeriodFigures,
  previous: dashboardPeriodFigures,
  hotels: z.object({ from: isoDate, to: isoDate, hotels: z.array(hotelFigures) }),
  departures: z.array(
    z.object({
      departureId: z.uuid(),
      packageId: z.uuid(),
      packageName: z.string(),
      startDate: isoDate,
      seatsTotal: z.number().int(),
      seatsSold: z.number().int(),
      href,
    }),
  ),
  restaurantEvenings: z.array(
    z.object({
      restaurantId: z.uuid(),
      restaurantName: z.string(),
      date: isoDate,
      tables: z.number().int(),
      tablesTaken: z.number().int(),
      guests: z.number().int(),
      href,
    }),
  ),
  arrivals: z.array(dayCount),
  pickups: z.array(dayCount),
  restaurantReservations: z.array(dayCount),
  latest: z.array(
    z.object({
      id: z.uuid(),
      reference: z.string(),
      type: z.string(),
      status: z.string(),
      guestName: z.string(),
      currency: z.string(),
      total: z.number().int(),
      createdAt: z.iso.datetime({ offset: true }),
      href,
    }),
  ),
  waiting: z.object({
    pendingBookings: z.object({ count: z.number().int(), href }),
    blogCommentsPending: z.object({ count: z.number().int(), href }),
    /** Contact messages have no read state: those sent in the last 7 business days. */
    contactMessagesLast7Days: z.object({ count: z.number().int(), href }),
    /** Mail the outbox gave up sending. */
    mailFailed: z.object({ count: z.number().int(), href }),
  }),
});
export type DashboardDto = z.infer<typeof dashboardDto>;
