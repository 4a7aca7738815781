import type { HotelSearchQuery } from '@app/shared/hotels/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { everyWordIn } from '../../lib/search-words.ts';
import { foldSql, foldText } from '../../lib/text-fold.ts';

export interface SearchHit {
  id: string;
  priceFrom: number;
  total: number;
}

/** Price of one night in SQL, the same formula as modules/inventory/pricing.ts (no coded promotions). */
const nightly = sql`round(coalesce(inv.base_price, rt.price_per_night) * coalesce(inv.price_modifier, 1) * (1 + coalesce(inv.seasonal_adjustment, 0) / 100.0))`;
const nightPrice = sql`(${nightly} - case when coalesce(inv.promotion_code, '') = '' then round(${nightly} * coalesce(inv.promotion_discount_percent, 0) / 100.0) else 0 end)`;

/** The words a hotel is found by: its name, town and destination in every language, and its street. */
export const HOTEL_TEXT = sql`concat_ws(' ', h.name->>'en', h.name->>'tr', h.name->>'ar', h.city, h.city_names->>'en', h.city_names->>'tr', h.city_names->>'ar', h.address_line, d.name->>'en', d.name->>'tr', d.name->>'ar')`;

const ORDER: Record<HotelSearchQuery['sort'], SQL> = {
  popularity: sql`popularity desc, h.featured desc, h.average_rating desc, h.id`,
  price_asc: sql`p.price_from asc, h.id`,
  price_desc: sql`p.price_from desc, h.id`,
  rating: sql`h.average_rating desc, h.total_reviews desc, h.id`,
  stars: sql`h.star_rating desc, h.average_rating desc, h.id`,
};

/**
 * One query: the page of published hotels matching every filter, each with its lowest price
 * (for the stay when dates are given: the lowest average nightly price over room types that fit
 * the guests and have a free room on every night), and the total count.
 */
export async function searchHotels(
  db: Db,
  q: HotelSearchQuery,
  ctx: { today: string; since: Date },
): Promise<SearchHit[]> {
  const guests = q.guests ?? 1;
  const withDates = !!(q.checkIn && q.checkOut);
  const prices = withDates
    ? sql`
      select rs.hotel_id, min(rs.avg_price)::float8 as price_from
      from (
        select rt.hotel_id, rt.id,
          round(avg(${nightPrice})) as avg_price,
          bool_and(coalesce(inv.available_rooms, rt.total_rooms) >= 1 and not coalesce(inv.blocked, false)) as free
        from room_types rt
        cross join generate_series(${q.checkIn}::date, ${q.checkOut}::date - 1, interval '1 day') as night(d)
        left join hotel_inventory inv on inv.room_type_id = rt.id and inv.date = night.d::date
        where rt.max_occupancy >= ${guests}
        group by rt.hotel_id, rt.id
      ) rs
      where rs.free
      group by rs.hotel_id`
    : sql`
      select rt.hotel_id, min(rt.price_per_night)::int as price_from
      from room_types rt
      where rt.max_occupancy >= ${guests}
      group by rt.hotel_id`;

  const where: SQL[] = [sql`h.published`];
  if (q.destination) where.push(sql`(d.slug = ${q.destination} or d.id::text = ${q.destination})`);
  if (q.city) where.push(sql`${foldSql(sql`h.city`)} = ${foldText(q.city.trim())}`);
  if (q.q) where.push(everyWordIn(HOTEL_TEXT, q.q));
  if (q.minStars === 5) where.push(sql`h.star_rating = 5`);
  else if (q.minStars > 0) where.push(sql`h.star_rating >= ${q.minStars}`);
  if (q.amenities?.length) where.push(sql`h.amenities @> ${`{${q.amenities.join(',')}}`}::text[]`);
  if (q.featured) where.push(sql`h.featured = ${q.featured === 'true'}`);
  if (q.minPrice !== undefined) where.push(sql`p.price_from >= ${q.minPrice * 100}`);
  if (q.maxPrice !== undefined) where.push(sql`p.price_from <= ${q.maxPrice * 100}`);

  const result = await db.execute(sql`
    select h.id, p.price_from as "priceFrom", count(*) over ()::int as total,
      (select count(*) from bookings b
        where b.hotel_id = h.id and b.status <> 'cancelled' and b.created_at >= ${ctx.since.toISOString()}::timestamptz) as popularity
    from hotels h
    join (${prices}) p on p.hotel_id = h.id
    left join destinations d on d.id = h.destination_id
    where ${sql.join(where, sql` and `)}
    order by ${ORDER[q.sort]}
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  return rowsOf<{ id: string; priceFrom: number; total: number }>(result).map((r) => ({
    id: r.id,
    priceFrom: Number(r.priceFrom),
    total: Number(r.total),
  }));
}
