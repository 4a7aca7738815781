import type { HotelSearchQuery } from '@app/shared/hotels/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../lib/prepared-rows.ts';
import { everyWordIn } from '../../lib/search-words.ts';
import { foldSql, foldText } from '../../lib/text-fold.ts';
import type { DestinationRow, HotelCardRow } from './hotel-dto.ts';

/** A hotel of the list with what its card shows. */
export interface SearchHit {
  hotel: HotelCardRow;
  destination: DestinationRow | null;
  priceFrom: number;
  /** How many hotels match, on every page. */
  total: number;
}

/** Price of one night in SQL, the same formula as modules/inventory/pricing.ts (no coded promotions). */
const nightly = sql`round(coalesce(inv.base_price, rt.price_per_night) * coalesce(inv.price_modifier, 1) * (1 + coalesce(inv.seasonal_adjustment, 0) / 100.0))`;
const nightPrice = sql`(${nightly} - case when coalesce(inv.promotion_code, '') = '' then round(${nightly} * coalesce(inv.promotion_discount_percent, 0) / 100.0) else 0 end)`;

/** The words a hotel is found by: its name, town and destination in every language, and its street. */
export const HOTEL_TEXT = sql`concat_ws(' ', h.name->>'en', h.name->>'tr', h.name->>'ar', h.city, h.city_names->>'en', h.city_names->>'tr', h.city_names->>'ar', h.address_line, d.name->>'en', d.name->>'tr', d.name->>'ar')`;

/** Bookings of the hotel that count for popularity: not cancelled, made since `since`. */
const popularity = (since: Date) =>
  sql`(select count(*) from bookings b where b.hotel_id = h.id and b.status <> 'cancelled' and b.created_at >= ${since.toISOString()}::timestamptz)`;

const ORDER: Record<HotelSearchQuery['sort'], (since: Date) => SQL> = {
  popularity: (since) => sql`${popularity(since)} desc, h.featured desc, h.average_rating desc, h.id`,
  price_asc: () => sql`p.price_from asc, h.id`,
  price_desc: () => sql`p.price_from desc, h.id`,
  rating: () => sql`h.average_rating desc, h.total_reviews desc, h.id`,
  stars: () => sql`h.star_rating desc, h.average_rating desc, h.id`,
};

/**
 * The lowest price of hotel `h` for `guests`: with dates, the lowest average nightly price over its
 * room types that fit the guests and have a free room on every night (nights without a record have
 * the room type's rooms and price); without, the lowest default nightly price. Null: nothing fits.
 */
function lowestPrice(q: HotelSearchQuery, guests: number): SQL {
  if (!(q.checkIn && q.checkOut))
    return sql`select min(rt.price_per_night)::int as price_from
      from room_types rt
      where rt.hotel_id = h.id and rt.max_occupancy >= ${guests}`;
  return sql`select min(rs.avg_price)::float8 as price_from
    from (
      select round(avg(${nightPrice})) as avg_price
      from room_types rt
      cross join generate_series(${q.checkIn}::date, ${q.checkOut}::date - 1, interval '1 day') as night(d)
      left join hotel_inventory inv on inv.room_type_id = rt.id and inv.date = night.d::date
      where rt.hotel_id = h.id and rt.max_occupancy >= ${guests}
      group by rt.id
      having bool_and(coalesce(inv.available_rooms, rt.total_rooms) >= 1 and not coalesce(inv.blocked, false))
    ) rs`;
}

interface CardSqlRow extends HotelCardRow {
  destinationId: string | null;
  destinationSlug: string | null;
  destinationName: DestinationRow['name'] | null;
  priceFrom: number | string;
  total: number | string;
}

/**
 * One statement (prepared): the page of published hotels matching every filter in the asked order,
 * each with what its card shows, its destination and its lowest price for the stay, and the number
 * of hotels matching (the same on every row). A page past the end has no rows.
 */
export async function searchHotels(
  db: Db,
  q: HotelSearchQuery,
  ctx: { today: string; since: Date },
): Promise<SearchHit[]> {
  const guests = q.guests ?? 1;
  const where: SQL[] = [sql`h.published`, sql`p.price_from is not null`];
  if (q.destination) where.push(sql`(d.slug = ${q.destination} or d.id::text = ${q.destination})`);
  if (q.city) where.push(sql`${foldSql(sql`h.city`)} = ${foldText(q.city.trim())}`);
  if (q.q) where.push(everyWordIn(HOTEL_TEXT, q.q));
  if (q.minStars === 5) where.push(sql`h.star_rating = 5`);
  else if (q.minStars > 0) where.push(sql`h.star_rating >= ${q.minStars}`);
  if (q.amenities?.length) where.push(sql`h.amenities @> ${`{${q.amenities.join(',')}}`}::text[]`);
  if (q.featured) where.push(sql`h.featured = ${q.featured === 'true'}`);
  if (q.minPrice !== undefined) where.push(sql`p.price_from >= ${q.minPrice * 100}`);
  if (q.maxPrice !== undefined) where.push(sql`p.price_from <= ${q.maxPrice * 100}`);

  const rows = await preparedRows<CardSqlRow>(
    db,
    sql`
    select h.id, h.slug, h.name, h.description, h.address_line as "addressLine", h.city,
      h.city_names as "cityNames", h.country, h.latitude, h.longitude, h.star_rating as "starRating",
      h.average_rating as "averageRating", h.total_reviews as "totalReviews", h.amenities,
      h.featured_image as "featuredImage", h.images, h.featured,
      d.id as "destinationId", d.slug as "destinationSlug", d.name as "destinationName",
      p.price_from as "priceFrom", count(*) over ()::int as total
    from hotels h
    left join destinations d on d.id = h.destination_id
    cross join lateral (${lowestPrice(q, guests)}) p
    where ${sql.join(where, sql` and `)}
    order by ${ORDER[q.sort](ctx.since)}
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  return rows.map(({ destinationId, destinationSlug, destinationName, priceFrom, total, ...hotel }) => ({
    hotel,
    destination:
      destinationId && destinationSlug && destinationName
        ? { id: destinationId, slug: destinationSlug, name: destinationName }
        : null,
    priceFrom: Number(priceFrom),
    total: Number(total),
  }));
}
