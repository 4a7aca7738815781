import type { Localized } from '@app/shared/i18n/localized';
import type { OfferFilterQuery } from '@app/shared/offers/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/db-rows.ts';

export interface HotelOfferRow {
  room_type_id: string;
  room_name: Localized;
  hotel_slug: string;
  hotel_name: Localized;
  hotel_description: Localized;
  image: string;
  dest_id: string | null;
  dest_slug: string | null;
  dest_name: Localized | null;
  valid_from: string;
  valid_to: string;
  percent: number;
  normal: number;
  weekdays: number[];
  nights: number;
}

export interface PackageOfferRow {
  id: string;
  slug: string;
  name: Localized;
  description: Localized;
  image: string;
  dest_id: string | null;
  dest_slug: string | null;
  dest_name: Localized | null;
  percent: number;
  price: number;
  valid_from: string | null;
  valid_to: string | null;
}

export type OfferQuery = Partial<OfferFilterQuery> & { limit: number };

export function offersRepository(db: Db) {
  return {
    /**
     * Room types with a public promotion (no code to enter) on a bookable night after `today`
     * and up to `horizon`, best saving first; `id` narrows to one room type.
     */
    async hotelOffers(
      q: OfferQuery,
      ctx: { today: string; horizon: string; id?: string },
    ): Promise<HotelOfferRow[]> {
      const { today, horizon, id } = ctx;
      const where: SQL[] = [
        sql`h.published`,
        sql`inv.date > ${today}::date`,
        sql`inv.date <= ${q.to && q.to < horizon ? q.to : horizon}::date`,
        sql`inv.promotion_discount_percent > 0`,
        sql`coalesce(inv.promotion_code, '') = ''`,
        sql`not inv.blocked`,
        sql`inv.available_rooms > 0`,
      ];
      if (q.from) where.push(sql`inv.date >= ${q.from}::date`);
      if (id) where.push(sql`rt.id::text = ${id}`);
      if (q.destination) where.push(sql`(d.slug = ${q.destination} or d.id::text = ${q.destination})`);
      const normal = sql`round(inv.base_price * inv.price_modifier * (1 + inv.seasonal_adjustment / 100.0))`;
      const having: SQL[] = [];
      const offerPrice = sql`min(${normal} - round(${normal} * inv.promotion_discount_percent / 100.0))`;
      if (q.minPrice !== undefined) having.push(sql`${offerPrice} >= ${q.minPrice * 100}`);
      if (q.maxPrice !== undefined) having.push(sql`${offerPrice} <= ${q.maxPrice * 100}`);
      return rowsOf<HotelOfferRow>(
        await db.execute(sql`
          select rt.id as room_type_id, rt.name as room_name, h.slug as hotel_slug, h.name as hotel_name,
            h.description as hotel_description, h.featured_image as image,
            d.id as dest_id, d.slug as dest_slug, d.name as dest_name,
            min(inv.date) as valid_from, max(inv.date) as valid_to,
            max(inv.promotion_discount_percent)::float as percent, min(${normal})::float8 as normal,
            array_agg(distinct extract(dow from inv.date)::int) as weekdays,
            count(distinct inv.date)::int as nights
          from hotel_inventory inv
          join room_types rt on rt.id = inv.room_type_id
          join hotels h on h.id = inv.hotel_id
          left join destinations d on d.id = h.destination_id
          where ${sql.join(where, sql` and `)}
          group by rt.id, h.id, d.id
          ${having.length ? sql`having ${sql.join(having, sql` and `)}` : sql``}
          order by percent desc, valid_from asc
          limit ${q.limit}`),
      );
    },

    /** Published packages marked as a deal with a departure (seat left) after `today`; `id` narrows to one. */
    async packageOffers(q: OfferQuery, ctx: { today: string; id?: string }): Promise<PackageOfferRow[]> {
      const { today, id } = ctx;
      const where: SQL[] = [sql`p.published`, sql`p.deal_percent > 0`];
      if (id) where.push(sql`p.id::text = ${id}`);
      if (q.destination) where.push(sql`(d.slug = ${q.destination} or d.id::text = ${q.destination})`);
      const price = sql`round(p.price_per_person::bigint * (100 - p.deal_percent) / 100.0)`;
      if (q.minPrice !== undefined) where.push(sql`${price} >= ${q.minPrice * 100}`);
      if (q.maxPrice !== undefined) where.push(sql`${price} <= ${q.maxPrice * 100}`);
      const window: SQL[] = [
        sql`dep.package_id = p.id`,
        sql`dep.start_date > ${today}::date`,
        sql`dep.seats_left > 0`,
      ];
      if (q.from) window.push(sql`dep.start_date >= ${q.from}::date`);
      if (q.to) window.push(sql`dep.start_date <= ${q.to}::date`);
      return rowsOf<PackageOfferRow>(
        await db.execute(sql`
          select p.id, p.slug, p.name, p.description, p.featured_image as image, p.deal_percent as percent,
            p.price_per_person as price, d.id as dest_id, d.slug as dest_slug, d.name as dest_name,
            w.valid_from, w.valid_to
          from packages p
          left join destinations d on d.id = p.destination_id
          join lateral (
            select min(dep.start_date) as valid_from, max(dep.start_date) as valid_to
            from package_departures dep where ${sql.join(window, sql` and `)}
          ) w on w.valid_from is not null
          where ${sql.join(where, sql` and `)}
          order by p.deal_percent desc, w.valid_from asc
          limit ${q.limit}`),
      );
    },
  };
}
