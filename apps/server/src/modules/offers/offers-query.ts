import { addDays, daysBetween } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import type { Localized } from '@app/shared/i18n/localized';
import { pickLocalized } from '@app/shared/i18n/localized';
import type { OfferDto, OfferFilterQuery } from '@app/shared/offers/schemas';
import { dealPrice } from '@app/shared/packages/catalog';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/db-rows.ts';

/** How far ahead hotel promotions count as offers. */
export const OFFER_HORIZON_DAYS = 90;

interface HotelOfferRow {
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

interface PackageOfferRow {
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

const text = (value: Localized, used: Language) => (value[used]?.trim() ? (value[used] ?? '') : value.en);
const destination = (id: string | null, slug: string | null, name: Localized | null, lang: Language) =>
  id && slug && name ? { _id: id, slug, name: pickLocalized(name, lang).text } : null;
const asDate = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * Hotel room types with a public promotion (no code to enter) on a bookable night in the next
 * 90 days, and published packages marked as a deal with a departure ahead; best saving first.
 */
export async function findOffers(
  db: Db,
  q: Partial<OfferFilterQuery> & { id?: string },
  ctx: { today: string; lang: Language; currency: string },
): Promise<OfferDto[]> {
  const offers: OfferDto[] = [];
  const horizon = addDays(ctx.today, OFFER_HORIZON_DAYS);
  const [kind, id] = q.id ? q.id.split(':') : [undefined, undefined];
  const wantHotels = (!q.type || q.type === 'hotel') && (!kind || kind === 'hotel');
  const wantPackages = (!q.type || q.type === 'package') && (!kind || kind === 'package');
  const limit = q.limit ?? 12;

  if (wantHotels) {
    const where: SQL[] = [
      sql`h.published`,
      sql`inv.date > ${ctx.today}::date`,
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
    const rows = rowsOf<HotelOfferRow>(
      await db.execute(sql`
        select rt.id as room_type_id, rt.name as room_name, h.slug as hotel_slug, h.name as hotel_name,
          h.description as hotel_description, h.featured_image as image,
          d.id as dest_id, d.slug as dest_slug, d.name as dest_name,
          min(inv.date) as valid_from, max(inv.date) as valid_to,
          max(inv.promotion_discount_percent)::float as percent, min(${normal})::int as normal,
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
        limit ${limit}`),
    );
    for (const r of rows) {
      const name = pickLocalized(r.hotel_name, ctx.lang);
      const percent = Math.round(Number(r.percent));
      const from = asDate(r.valid_from);
      const to = asDate(r.valid_to);
      // Not every night from the first to the last: which nights of the week carry it.
      const everyNight = Number(r.nights) === daysBetween(from, to) + 1;
      offers.push({
        _id: `hotel:${r.room_type_id}`,
        type: 'hotel',
        title: name.text,
        subtitle: pickLocalized(r.room_name, ctx.lang).text,
        description: text(r.hotel_description, name.lang),
        contentLang: name.lang,
        image: r.image,
        destination: destination(r.dest_id, r.dest_slug, r.dest_name, ctx.lang),
        discountPercent: percent,
        normalPrice: Number(r.normal),
        offerPrice: Number(r.normal) - Math.round((Number(r.normal) * percent) / 100),
        currency: ctx.currency,
        validFrom: from,
        validTo: to,
        weekdays: everyNight ? null : [...r.weekdays].map(Number).sort((a, b) => a - b),
        href: `/hotels/${r.hotel_slug}?checkIn=${from}&checkOut=${addDays(from, 1)}&guests=2`,
      });
    }
  }

  if (wantPackages) {
    const where: SQL[] = [sql`p.published`, sql`p.deal_percent > 0`];
    if (id) where.push(sql`p.id::text = ${id}`);
    if (q.destination) where.push(sql`(d.slug = ${q.destination} or d.id::text = ${q.destination})`);
    const price = sql`round(p.price_per_person * (100 - p.deal_percent) / 100.0)`;
    if (q.minPrice !== undefined) where.push(sql`${price} >= ${q.minPrice * 100}`);
    if (q.maxPrice !== undefined) where.push(sql`${price} <= ${q.maxPrice * 100}`);
    const window: SQL[] = [
      sql`dep.package_id = p.id`,
      sql`dep.start_date > ${ctx.today}::date`,
      sql`dep.seats_left > 0`,
    ];
    if (q.from) window.push(sql`dep.start_date >= ${q.from}::date`);
    if (q.to) window.push(sql`dep.start_date <= ${q.to}::date`);
    const rows = rowsOf<PackageOfferRow>(
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
        limit ${limit}`),
    );
    for (const r of rows) {
      const name = pickLocalized(r.name, ctx.lang);
      offers.push({
        _id: `package:${r.id}`,
        type: 'package',
        title: name.text,
        subtitle: '',
        description: text(r.description, name.lang),
        contentLang: name.lang,
        image: r.image,
        destination: destination(r.dest_id, r.dest_slug, r.dest_name, ctx.lang),
        discountPercent: Number(r.percent),
        normalPrice: Number(r.price),
        offerPrice: dealPrice(Number(r.price), Number(r.percent)),
        currency: ctx.currency,
        validFrom: asDate(r.valid_from),
        validTo: asDate(r.valid_to),
        weekdays: null,
        href: `/packages/${r.slug}`,
      });
    }
  }

  return offers
    .sort((a, b) => b.discountPercent - a.discountPercent || a.validFrom.localeCompare(b.validFrom))
    .slice(0, limit);
}
