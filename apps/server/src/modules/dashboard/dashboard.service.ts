import { addDays, daysBetween, todayIn } from '@app/shared/common/dates';
import { adminBookingsHref } from '@app/shared/dashboard/links';
import type { DashboardDto, DashboardPeriodFigures, DashboardQuery } from '@app/shared/dashboard/schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { toCsv } from '../../lib/csv.ts';
import { type DayRange, dashboardRepository } from './dashboard.repository.ts';

/** Days ahead for the hotels' occupancy (nights from today), restaurant evenings, departures listed. */
const HOTEL_NIGHTS = 30;
const RESTAURANT_DAYS = 7;
const DEPARTURES_LISTED = 50;
const LATEST_LISTED = 10;
const STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
/** Statuses whose totals are revenue. */
const EARNED = ['confirmed', 'completed'] as const;

const bookingsHref = adminBookingsHref;

/** The business days of a period and of the one of the same length before it. */
export function periodDays(
  query: DashboardQuery,
  today: string,
): { current: [string, string]; previous: [string, string] } {
  const [from, to] = ((): [string, string] => {
    switch (query.period) {
      case 'today':
        return [today, today];
      case '7d':
        return [addDays(today, -6), today];
      case '30d':
        return [addDays(today, -29), today];
      case 'month':
        return [`${today.slice(0, 8)}01`, today];
      case 'custom':
        return [query.from ?? today, query.to ?? today];
    }
  })();
  const days = daysBetween(from, to) + 1;
  return { current: [from, to], previous: [addDays(from, -days), addDays(from, -1)] };
}

/** A ratio rounded to four places (0.1234 = 12.34 %), 0 when there is nothing to divide. */
const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/**
 * The travel admin's dashboard: read-only figures over the bookings and what waits for someone,
 * each from aggregate SQL on the business clock (BUSINESS_TIMEZONE days).
 */
export function dashboardService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { clock, timeZone } = deps;
  const repo = dashboardRepository(deps.db);
  const range = (from: string, to: string): DayRange => ({ from, to, timeZone });

  /** A period's figures; `perDay` false leaves its per-day series empty (it is only compared). */
  async function periodFigures(from: string, to: string, perDay = true): Promise<DashboardPeriodFigures> {
    const r = range(from, to);
    const rows = await repo.bookingsByDay(r, perDay);
    const kinds = new Map<string, DashboardPeriodFigures['bookings']['byKind'][number]>();
    const days = new Map<string, { date: string; type: string; count: number }>();
    const earned = new Map<string, { amount: number; bookings: number }>();
    const cancelled = new Map<string, number>();
    const revenuePerDay = new Map<string, { date: string; currency: string; amount: number }>();
    let total = 0;
    let cancelledCount = 0;
    for (const row of rows) {
      const kind = kinds.get(row.type) ?? {
        type: row.type,
        total: 0,
        pending: 0,
        confirmed: 0,
        completed: 0,
        cancelled: 0,
        href: bookingsHref({ type: row.type }),
      };
      kind.total += row.count;
      if ((STATUSES as readonly string[]).includes(row.status))
        kind[row.status as (typeof STATUSES)[number]] += row.count;
      kinds.set(row.type, kind);
      const key = `${row.day} ${row.type}`;
      const day = days.get(key) ?? { date: row.day, type: row.type, count: 0 };
      day.count += row.count;
      days.set(key, day);
      total += row.count;
      if ((EARNED as readonly string[]).includes(row.status)) {
        const e = earned.get(row.currency) ?? { amount: 0, bookings: 0 };
        e.amount += row.amount;
        e.bookings += row.count;
        earned.set(row.currency, e);
        if (perDay) {
          const dayKey = `${row.day} ${row.currency}`;
          const revenue = revenuePerDay.get(dayKey) ?? { date: row.day, currency: row.currency, amount: 0 };
          revenue.amount += row.amount;
          revenuePerDay.set(dayKey, revenue);
        }
      }
      if (row.status === 'cancelled') {
        cancelledCount += row.count;
        cancelled.set(row.currency, (cancelled.get(row.currency) ?? 0) + row.amount);
      }
    }
    return {
      from,
      to,
      days: daysBetween(from, to) + 1,
      bookings: {
        total,
        byKind: [...kinds.values()].sort((a, b) => b.total - a.total || a.type.localeCompare(b.type)),
      },
      revenue: [...earned.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, e]) => ({
          currency,
          amount: e.amount,
          bookings: e.bookings,
          averageValue: Math.round(e.amount / e.bookings),
        })),
      cancellations: {
        count: cancelledCount,
        rate: ratio(cancelledCount, total),
        amounts: [...cancelled.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([currency, amount]) => ({ currency, amount })),
        href: bookingsHref({ status: 'cancelled' }),
      },
      bookingsPerDay: perDay ? [...days.values()] : [],
      revenuePerDay: [...revenuePerDay.values()].sort(
        (a, b) => a.date.localeCompare(b.date) || a.currency.localeCompare(b.currency),
      ),
    };
  }

  async function hotelFigures(today: string, lang: string): Promise<DashboardDto['hotels']> {
    const r = range(today, addDays(today, HOTEL_NIGHTS - 1));
    const [nights, revenue] = await Promise.all([repo.hotelNights(r, lang), repo.hotelRevenue(r)]);
    return {
      from: r.from,
      to: r.to,
      hotels: nights.map((h) => ({
        hotelId: h.hotelId,
        name: h.name,
        roomNights: h.roomNights,
        roomNightsSold: h.roomNightsSold,
        occupancy: ratio(h.roomNightsSold, h.roomNights),
        revenue: revenue
          .filter((v) => v.hotelId === h.hotelId)
          .map((v) => ({
            currency: v.currency,
            amount: v.amount,
            roomNights: v.roomNights,
            adr: v.roomNights > 0 ? Math.round(v.amount / v.roomNights) : 0,
            revpar: h.roomNights > 0 ? Math.round(v.amount / h.roomNights) : 0,
          })),
      })),
    };
  }

  /** Today and tomorrow, each with its count (0 when none). */
  const twoDays = (
    today: string,
    rows: { date: string; count: number }[],
    href: (date: string) => string | null,
  ) =>
    [today, addDays(today, 1)].map((date) => ({
      date,
      count: rows.find((row) => row.date === date)?.count ?? 0,
      href: href(date),
    }));

  /**
   * The dashboard. The previous period is shown by its totals only: its per-day series (as long as
   * the current one's, a year's worth for a year) are computed for the CSV alone.
   */
  async function figures(
    query: DashboardQuery,
    lang: string,
    { previousPerDay = false }: { previousPerDay?: boolean } = {},
  ): Promise<DashboardDto> {
    const now = clock.now();
    const today = todayIn(timeZone, now);
    const { current, previous } = periodDays(query, today);
    const soon = range(today, addDays(today, 1));
    const [cur, prev, hotels, departures, evenings, arrivals, pickups, reservations, latest, waiting] =
      await Promise.all([
        periodFigures(...current),
        periodFigures(...previous, previousPerDay),
        hotelFigures(today, lang),
        repo.departuresFrom(today, lang, DEPARTURES_LISTED),
        repo.restaurantDays(range(today, addDays(today, RESTAURANT_DAYS - 1)), lang),
        repo.arrivals(soon),
        repo.pickups(soon),
        repo.reservations(soon),
        repo.latest(LATEST_LISTED),
        // Contact messages have no read state: those of the last 7 business days.
        repo.waiting(addDays(today, -6), timeZone),
      ]);
    const dayOf = (type: string) => (date: string) => bookingsHref({ type, from: date, to: date });
    return {
      period: { name: query.period, today, timeZone },
      current: cur,
      previous: prev,
      hotels,
      departures: departures.map((d) => ({ ...d, href: bookingsHref({ type: 'package' }) })),
      restaurantEvenings: evenings.map((e) => ({ ...e, href: dayOf('restaurant')(e.date) })),
      arrivals: twoDays(today, arrivals, dayOf('hotel')),
      pickups: twoDays(today, pickups, () => null),
      restaurantReservations: twoDays(today, reservations, dayOf('restaurant')),
      latest: latest.map((b) => ({
        id: b.id,
        reference: b.reference,
        type: b.type,
        status: b.status,
        guestName: `${b.firstName} ${b.lastName}`.trim(),
        currency: b.currency,
        total: b.total,
        createdAt: b.createdAt.toISOString(),
        href: bookingsHref({ q: b.reference }),
      })),
      waiting: {
        pendingBookings: { count: waiting.pending, href: bookingsHref({ status: 'pending' }) },
        blogCommentsPending: { count: waiting.comments, href: '/blog-admin/comments?status=pending' },
        contactMessagesLast7Days: { count: waiting.contact, href: null },
        mailFailed: { count: waiting.mailFailed, href: null },
      },
    };
  }

  return {
    figures,

    /** The period's figures (and the previous period's) as CSV, one figure a row. */
    async exportCsv(query: DashboardQuery, lang: string): Promise<{ filename: string; body: string }> {
      const f = await figures(query, lang, { previousPerDay: true });
      const rows: (string | number)[][] = [];
      for (const [name, p] of [
        ['current', f.current],
        ['previous', f.previous],
      ] as const) {
        const at = (
          figure: string,
          cells: { date?: string; kind?: string; status?: string; currency?: string },
          value: number,
        ) =>
          rows.push([
            name,
            p.from,
            p.to,
            figure,
            cells.date ?? '',
            cells.kind ?? '',
            cells.status ?? '',
            cells.currency ?? '',
            value,
          ]);
        at('bookings', {}, p.bookings.total);
        for (const k of p.bookings.byKind)
          for (const status of STATUSES) at('bookings', { kind: k.type, status }, k[status]);
        for (const v of p.revenue) {
          at('revenue', { currency: v.currency }, v.amount);
          at('revenue_bookings', { currency: v.currency }, v.bookings);
          at('average_booking_value', { currency: v.currency }, v.averageValue);
        }
        at('cancellations', {}, p.cancellations.count);
        at('cancellation_rate', {}, p.cancellations.rate);
        for (const c of p.cancellations.amounts) at('cancelled_amount', { currency: c.currency }, c.amount);
        for (const d of p.bookingsPerDay) at('bookings_per_day', { date: d.date, kind: d.type }, d.count);
        for (const d of p.revenuePerDay)
          at('revenue_per_day', { date: d.date, currency: d.currency }, d.amount);
      }
      const csv = toCsv(
        ['period', 'from', 'to', 'figure', 'date', 'kind', 'status', 'currency', 'value'],
        rows,
      );
      return { filename: `dashboard-${f.current.from}-${f.current.to}.csv`, body: `\uFEFF${csv}` };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
