import { isoWeekdayOf } from '@app/shared/restaurants/opening-hours';
import type { RestaurantListQuery } from '@app/shared/restaurants/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../lib/prepared-rows.ts';
import { everyWordIn } from '../../lib/search-words.ts';
import { foldSql, foldText } from '../../lib/text-fold.ts';
import type { DestinationRow } from '../destinations/destination-dto.ts';
import type { RestaurantRow } from './restaurant-dto.ts';

export interface RestaurantHit {
  restaurant: RestaurantRow;
  destination: DestinationRow | null;
  total: number;
}

/**
 * The words a restaurant is found by: its name, town, street, area and menu highlights (the dishes
 * it is known for) in every language.
 */
const RESTAURANT_TEXT = sql`concat_ws(' ', r.name->>'en', r.name->>'tr', r.name->>'ar', r.city, r.city_names->>'en', r.city_names->>'tr', r.city_names->>'ar', r.address_line, d.name->>'en', d.name->>'tr', d.name->>'ar', jsonb_path_query_array(r.menu_highlights, '$.*[*]')::text)`;

/** Restaurant bookings that count for popularity: not cancelled, made since `since`. */
const popularity = (since: Date) =>
  sql`(select count(*) from bookings b join restaurant_table_bookings t on t.booking_id = b.id where t.restaurant_id = r.id and b.status <> 'cancelled' and b.created_at >= ${since.toISOString()}::timestamptz)`;

const ORDER: Record<RestaurantListQuery['sort'], (since: Date) => SQL> = {
  popularity: (since) => sql`${popularity(since)} desc, r.featured desc, r.average_rating desc, r.id`,
  rating: () => sql`r.average_rating desc, r.total_reviews desc, r.id`,
  price_asc: () => sql`r.price_range asc, r.average_rating desc, r.id`,
  price_desc: () => sql`r.price_range desc, r.average_rating desc, r.id`,
};

/** Open on a date: its weekday has a sitting or the date has added times, and the date is not closed. */
function openOn(date: string): SQL {
  return sql`(
    (jsonb_array_length(coalesce(r.opening_hours->${isoWeekdayOf(date)}, '[]'::jsonb)) > 0
      or exists (select 1 from restaurant_days ad where ad.restaurant_id = r.id and ad.date = ${date}::date and cardinality(ad.added_times) > 0))
    and not exists (select 1 from restaurant_days cd where cd.restaurant_id = r.id and cd.date = ${date}::date and cd.closed))`;
}

type Row = Record<string, unknown> & {
  destination_id_ref: string | null;
  destination_slug: string | null;
  destination_name: DestinationRow['name'] | null;
  total: number | string;
};

/**
 * One statement: the page of published restaurants matching every filter in the asked order, with
 * their area and the number matching (the same on every row). A page past the end has no rows.
 */
export async function searchRestaurants(
  db: Db,
  q: RestaurantListQuery,
  ctx: { since: Date },
): Promise<RestaurantHit[]> {
  const where: SQL[] = [sql`r.published`];
  if (q.destination) where.push(sql`(d.slug = ${q.destination} or d.id::text = ${q.destination})`);
  if (q.city) where.push(sql`${foldSql(sql`r.city`)} = ${foldText(q.city.trim())}`);
  if (q.q) where.push(everyWordIn(RESTAURANT_TEXT, q.q));
  if (q.cuisine) where.push(sql`r.cuisine = ${q.cuisine}`);
  if (q.priceRange) where.push(sql`r.price_range = ${q.priceRange}`);
  if (q.date) where.push(openOn(q.date));
  if (q.partySize)
    where.push(
      sql`r.max_party_size >= ${q.partySize} and exists (select 1 from restaurant_tables t where t.restaurant_id = r.id and t.active and t.capacity >= ${q.partySize})`,
    );
  const rows = await preparedRows<Row>(
    db,
    sql`
    select r.id, r.slug, r.name, r.description, r.cuisine, r.price_range as "priceRange",
      r.destination_id as "destinationId", r.address_line as "addressLine", r.city,
      r.city_names as "cityNames", r.latitude, r.longitude, r.phone, r.email, r.website,
      r.featured_image as "featuredImage", r.images, r.opening_hours as "openingHours",
      r.turn_minutes as "turnMinutes", r.max_party_size as "maxPartySize",
      r.instant_limit as "instantLimit", r.menu_highlights as "menuHighlights",
      r.average_rating as "averageRating", r.total_reviews as "totalReviews", r.featured,
      r.published, r.created_at as "createdAt", r.updated_at as "updatedAt",
      d.id as destination_id_ref, d.slug as destination_slug, d.name as destination_name,
      count(*) over ()::int as total
    from restaurants r
    left join destinations d on d.id = r.destination_id
    where ${sql.join(where, sql` and `)}
    order by ${ORDER[q.sort](ctx.since)}
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  return rows.map(({ destination_id_ref, destination_slug, destination_name, total, ...r }) => ({
    restaurant: {
      ...(r as unknown as RestaurantRow),
      averageRating: Number(r.averageRating),
      latitude: r.latitude == null ? null : Number(r.latitude),
      longitude: r.longitude == null ? null : Number(r.longitude),
      createdAt: new Date(r.createdAt as string),
      updatedAt: new Date(r.updatedAt as string),
    },
    destination:
      destination_id_ref && destination_slug && destination_name
        ? { id: destination_id_ref, slug: destination_slug, name: destination_name }
        : null,
    total: Number(total),
  }));
}
