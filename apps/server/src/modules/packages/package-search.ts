import type { PackageListQuery } from '@app/shared/packages/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { everyWordIn } from '../../lib/search-words.ts';

/** Per-person price after the deal, in SQL: the same rounding as `dealPrice`. */
const price = sql`round(p.price_per_person * (100 - p.deal_percent) / 100.0)`;

const ORDER: Record<PackageListQuery['sort'], SQL> = {
  popularity: sql`popularity desc, p.featured desc, p.average_rating desc, p.id`,
  price_asc: sql`${price} asc, p.id`,
  price_desc: sql`${price} desc, p.id`,
  duration: sql`p.duration_days asc, ${price} asc, p.id`,
  rating: sql`p.average_rating desc, p.total_reviews desc, p.id`,
  departure: sql`nd.next_date asc nulls last, p.id`,
};

/**
 * The page of published packages matching the filters and the total, in one query. With `from`
 * or `to`, only packages with a departure (seat left) in that window; `nd.next_date` is the
 * soonest such departure (or any future one without dates).
 */
export async function searchPackages(
  db: Db,
  q: PackageListQuery,
  ctx: { today: string; since: Date },
): Promise<{ id: string; total: number }[]> {
  const window: SQL[] = [sql`d.start_date > ${ctx.today}::date`, sql`d.seats_left > 0`];
  if (q.from) window.push(sql`d.start_date >= ${q.from}::date`);
  if (q.to) window.push(sql`d.start_date <= ${q.to}::date`);

  const where: SQL[] = [sql`p.published`];
  if (q.destination) where.push(sql`(dest.slug = ${q.destination} or dest.id::text = ${q.destination})`);
  if (q.from || q.to) where.push(sql`nd.next_date is not null`);
  if (q.minDays !== undefined) where.push(sql`p.duration_days >= ${q.minDays}`);
  if (q.maxDays !== undefined) where.push(sql`p.duration_days <= ${q.maxDays}`);
  if (q.minPrice !== undefined) where.push(sql`${price} >= ${q.minPrice * 100}`);
  if (q.maxPrice !== undefined) where.push(sql`${price} <= ${q.maxPrice * 100}`);
  if (q.featured) where.push(sql`p.featured = ${q.featured === 'true'}`);
  if (q.deals === 'true') where.push(sql`p.deal_percent > 0`);
  if (q.q) {
    const haystack = sql`concat_ws(' ', p.name->>'en', p.name->>'tr', p.name->>'ar', dest.name->>'en', dest.name->>'tr', dest.name->>'ar')`;
    where.push(everyWordIn(haystack, q.q));
  }

  const result = await db.execute(sql`
    select p.id, count(*) over ()::int as total,
      (select count(*) from bookings b
        where b.package_id = p.id and b.status <> 'cancelled' and b.created_at >= ${ctx.since.toISOString()}::timestamptz) as popularity
    from packages p
    left join destinations dest on dest.id = p.destination_id
    left join lateral (
      select min(d.start_date) as next_date from package_departures d
      where d.package_id = p.id and ${sql.join(window, sql` and `)}
    ) nd on true
    where ${sql.join(where, sql` and `)}
    order by ${ORDER[q.sort]}
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  return rowsOf<{ id: string; total: number }>(result).map((r) => ({ id: r.id, total: Number(r.total) }));
}
