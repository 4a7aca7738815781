import { z } from 'zod';
import { paginationQuery } from '../common/pagination.ts';
import { saleDate, type Today } from '../common/sale-window.ts';
import { SLUG_PATTERN } from '../common/slug.ts';
import { text } from '../common/text-field.ts';
import { imageUrl } from '../hotels/schemas.ts';
import { emptyLocalized, localizedInput } from '../i18n/localized-input.ts';
import { perLanguage } from '../i18n/per-language.ts';
import { CUISINES, MAX_PARTY_SIZE, RESTAURANT_SORTS, TABLE_LOCATIONS } from './catalog.ts';
import { ISO_WEEKDAYS, minutesOf, type OpeningHours } from './opening-hours.ts';

export type {
  RestaurantAdminDto,
  RestaurantAdminTableDto,
  RestaurantDayDto,
  RestaurantDetailDto,
  RestaurantListResult,
  RestaurantSlotsDto,
  RestaurantSummaryDto,
  RestaurantTableDto,
  RestaurantTableReservationsDto,
  RestaurantTimelineDto,
} from './responses.ts';

/** HH:MM on the restaurant's clock. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_time' });

const sitting = z
  .object({ from: timeOfDay, to: timeOfDay })
  .refine((s) => s.from !== s.to, { error: 'end_before_start', path: ['to'] });

/** A weekday's sittings: at most four, in order, not overlapping (one may run past midnight). */
const daySittings = z
  .array(sitting)
  .max(4, { error: 'too_many' })
  .refine(
    (list) =>
      list.every((s, i) => {
        const next = list[i + 1];
        if (!next) return true;
        const end = minutesOf(s.to) <= minutesOf(s.from) ? Infinity : minutesOf(s.to);
        return minutesOf(next.from) >= end;
      }),
    { error: 'invalid_value' },
  )
  .default([]);

export const openingHoursInput = z.object(
  Object.fromEntries(ISO_WEEKDAYS.map((d) => [d, daySittings])) as Record<
    (typeof ISO_WEEKDAYS)[number],
    typeof daySittings
  >,
) satisfies z.ZodType<OpeningHours>;

/** A party's size: 1 to MAX_PARTY_SIZE (each restaurant may take fewer). */
export const partySize = z.coerce
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .min(1, { error: 'out_of_range' })
  .max(MAX_PARTY_SIZE, { error: 'out_of_range' });

/** GET /api/restaurants. The server passes `today`: a date outside the sale window is refused. */
export const restaurantListQueryAt = (today?: Today) =>
  paginationQuery.extend({
    q: text(100).optional(),
    cuisine: z.enum(CUISINES).optional(),
    priceRange: z.coerce.number().int().min(1).max(4).optional(),
    /** Destination (area) id or slug. */
    destination: text(100).optional(),
    city: text(100).optional(),
    /** Only restaurants open on that date. */
    date: saleDate(today).optional(),
    /** Only restaurants taking a party this large, with a table for it. */
    partySize: partySize.optional(),
    sort: z.enum(RESTAURANT_SORTS).default('popularity'),
  });
export const restaurantListQuery = restaurantListQueryAt();
export type RestaurantListQuery = z.infer<typeof restaurantListQuery>;

/** GET /api/restaurants/:id/slots. */
export const restaurantSlotsQueryAt = (today?: Today) =>
  z.object({ date: saleDate(today), partySize: partySize.default(2) });
export type RestaurantSlotsQuery = z.infer<ReturnType<typeof restaurantSlotsQueryAt>>;

const localizedList = (max: number) => {
  const list = () =>
    z
      .array(text(max).min(1, { error: 'required' }))
      .max(12)
      .default([]);
  return z.object(perLanguage(list)).default(() => perLanguage(() => []));
};

const email = z.email();
const website = z.url({ protocol: /^https?$/ });

export const restaurantInput = z.object({
  name: localizedInput(120),
  description: localizedInput(5000, { multiline: true }),
  slug: text(120)
    .refine((v) => v === '' || SLUG_PATTERN.test(v), { error: 'invalid_value' })
    .default(''),
  cuisine: z.enum(CUISINES),
  priceRange: z.number().int().min(1, { error: 'out_of_range' }).max(4, { error: 'out_of_range' }),
  destinationId: z.uuid({ error: 'invalid_value' }).nullable().default(null),
  addressLine: text(200).default(''),
  city: text(100).min(1, { error: 'required' }),
  cityNames: localizedInput(100, { required: false }).default(emptyLocalized),
  latitude: z
    .number()
    .min(-90, { error: 'out_of_range' })
    .max(90, { error: 'out_of_range' })
    .nullable()
    .default(null),
  longitude: z
    .number()
    .min(-180, { error: 'out_of_range' })
    .max(180, { error: 'out_of_range' })
    .nullable()
    .default(null),
  phone: text(40).default(''),
  email: text(254)
    .refine((v) => v === '' || email.safeParse(v).success, { error: 'invalid_email' })
    .default(''),
  website: text(2048)
    .refine((v) => v === '' || website.safeParse(v).success, { error: 'invalid_url' })
    .default(''),
  featuredImage: z.union([imageUrl, z.literal('')]).default(''),
  images: z.array(imageUrl).max(20).default([]),
  openingHours: openingHoursInput,
  turnMinutes: z
    .number()
    .int()
    .min(30, { error: 'out_of_range' })
    .max(300, { error: 'out_of_range' })
    .default(90),
  maxPartySize: z
    .number()
    .int()
    .min(1, { error: 'out_of_range' })
    .max(MAX_PARTY_SIZE, { error: 'out_of_range' })
    .default(8),
  instantLimit: z
    .number()
    .int()
    .min(0, { error: 'out_of_range' })
    .max(MAX_PARTY_SIZE, { error: 'out_of_range' })
    .default(6),
  menuHighlights: localizedList(120),
  featured: z.boolean().default(false),
  published: z.boolean().default(true),
});
export type RestaurantInput = z.infer<typeof restaurantInput>;

export const adminRestaurantListQuery = paginationQuery.extend({
  q: text(100).optional(),
  published: z.enum(['true', 'false']).optional(),
});

export const restaurantTableInput = z.object({
  number: text(20).min(1, { error: 'required' }),
  capacity: z.number().int().min(1, { error: 'out_of_range' }).max(MAX_PARTY_SIZE, { error: 'out_of_range' }),
  location: z.enum(TABLE_LOCATIONS).default('inside'),
  active: z.boolean().default(true),
});
export type RestaurantTableInput = z.infer<typeof restaurantTableInput>;

/** PUT /api/admin/restaurants/:id/days/:date: one date's exception to the week. */
export const restaurantDayInput = z
  .object({
    closed: z.boolean().default(false),
    reason: text(200).default(''),
    addedTimes: z.array(timeOfDay).max(48, { error: 'too_many' }).default([]),
    removedTimes: z.array(timeOfDay).max(48, { error: 'too_many' }).default([]),
    /** At most this many parties sit down at one time; null: as many as there are tables. */
    maxTablesPerTime: z
      .number()
      .int()
      .min(0, { error: 'out_of_range' })
      .max(200, { error: 'out_of_range' })
      .nullable()
      .default(null),
  })
  .refine((d) => !d.closed || d.reason.length > 0, { error: 'block_reason_required', path: ['reason'] });
export type RestaurantDayInput = z.infer<typeof restaurantDayInput>;
