import { addDays, daysBetween, todayIn } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import type { Localized } from '@app/shared/i18n/localized';
import { pickLocalized } from '@app/shared/i18n/localized';
import type { OfferDto, OfferFilterQuery } from '@app/shared/offers/schemas';
import { dealPrice } from '@app/shared/packages/catalog';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { readPaymentSettings } from '../settings/settings.service.ts';
import { offersRepository } from './offers.repository.ts';

/** How far ahead hotel promotions count as offers. */
export const OFFER_HORIZON_DAYS = 90;

const text = (value: Localized, used: Language) => (value[used]?.trim() ? (value[used] ?? '') : value.en);
const destination = (id: string | null, slug: string | null, name: Localized | null, lang: Language) =>
  id && slug && name ? { _id: id, slug, name: pickLocalized(name, lang).text } : null;
const asDate = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * Hotel room types with a public promotion (no code to enter) on a bookable night in the next
 * 90 days, and published packages marked as a deal with a departure ahead; best saving first.
 */
async function findOffers(
  repo: ReturnType<typeof offersRepository>,
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
    const rows = await repo.hotelOffers({ ...q, limit }, { today: ctx.today, horizon, id });
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
    const rows = await repo.packageOffers({ ...q, limit }, { today: ctx.today, id });
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

/** Special offers: hotel promotions and package deals, public and cached. */
export function offersService({ db, clock, timeZone }: { db: Db; clock: Clock; timeZone: string }) {
  const repo = offersRepository(db);
  const context = async (lang: Language) => ({
    today: todayIn(timeZone, clock.now()),
    lang,
    currency: (await readPaymentSettings(db)).currency,
  });
  return {
    /** The best 8. */
    special: async (lang: Language) => findOffers(repo, { limit: 8 }, await context(lang)),

    async filter(q: OfferFilterQuery, lang: Language) {
      if (q.from && q.to && q.to < q.from)
        throw new AppError(400, 'validation_failed', { errors: [{ field: 'to', code: 'end_before_start' }] });
      return findOffers(repo, q, await context(lang));
    },

    /** One offer by its id (`hotel:<room type id>` or `package:<package id>`), or 404. */
    async byId(id: string, lang: Language) {
      const [offer] = await findOffers(repo, { id, limit: 1 }, await context(lang));
      if (!offer) throw new AppError(404, 'not_found');
      return offer;
    },
  };
}
