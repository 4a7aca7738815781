import { z } from 'zod';
import { isoDate } from '../common/iso-date.ts';
import { saleDate, type Today } from '../common/sale-window.ts';
import { text } from '../common/text-field.ts';
import { MAX_GUESTS, MIN_GUESTS } from '../hotels/catalog.ts';

export type {
  AvailabilityDto,
  InventoryBulkResultDto,
  InventoryCalendarDto,
  InventoryDayDto,
  InventoryRecordDto,
  NightQuoteDto,
} from './responses.ts';

/**
 * Price of one night, in minor units (the server's formula, apps/server/src/modules/inventory/pricing.ts):
 *   nightly  = round(basePrice × priceModifier × (1 + seasonalAdjustment / 100))
 *   discount = round(nightly × promotionDiscountPercent / 100)  — only when the record has no
 *              promotion code, or the guest entered that code (case-insensitive)
 *   price    = nightly − discount
 * basePrice is the record's, else the room type's pricePerNight. A missing record means
 * modifier 1, no seasonal adjustment, no promotion, total rooms = the room type's totalRooms.
 */
export const PRICE_FORMULA = 'round(base × modifier × (1 + seasonal/100)) − promotion%';

/**
 * GET /api/inventory/hotels/:hotelId/:roomTypeId/availability. A past stay is answered as not
 * available (`past_dates`); one more than two years ahead (by the server's `today`) is refused.
 */
export const availabilityQueryAt = (today?: Today) =>
  z.object({
    checkIn: saleDate(today, { pastAllowed: true }),
    checkOut: saleDate(today, { pastAllowed: true }),
    guests: z.coerce.number().int().min(MIN_GUESTS).max(MAX_GUESTS).default(1),
    promoCode: text(40).optional(),
  });
export const availabilityQuery = availabilityQueryAt();

/**
 * A night an admin sets (PUT …/:date, the bulk range): an old night may be edited, but none more
 * than two years ahead, past anything the agency sells.
 */
export const inventoryNight = (today?: Today) => saleDate(today, { pastAllowed: true });

export const UNAVAILABLE_REASONS = [
  'blocked',
  'sold_out',
  'too_many_guests',
  'past_dates',
  'invalid_dates',
  'stay_too_long',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** GET /api/inventory/hotels/:hotelId/:roomTypeId?from&to (admin): a calendar, at most 62 days. */
export const inventoryRangeQuery = z.object({ from: isoDate, to: isoDate });

const rooms = z
  .number({ error: 'required' })
  .int()
  .min(0, { error: 'out_of_range' })
  .max(500, { error: 'out_of_range' });
/** A night's price multiplier; stored with three decimals, so 0.001 is the smallest above nothing. */
const priceModifier = z.number().min(0.001, { error: 'out_of_range' }).max(10, { error: 'out_of_range' });
/** Percent up or down; stored with two decimals, so −99.99 is the lowest that leaves a price. */
const seasonalAdjustment = z
  .number()
  .min(-99.99, { error: 'out_of_range' })
  .max(500, { error: 'out_of_range' });
const recordFields = {
  totalRooms: rooms,
  availableRooms: rooms,
  /** Minor units. */
  basePrice: z.number({ error: 'required' }).int().min(1, { error: 'out_of_range' }).max(100_000_000),
  priceModifier: priceModifier.default(1),
  seasonalAdjustment: seasonalAdjustment.default(0),
  promotionDiscountPercent: z
    .number()
    .min(0, { error: 'out_of_range' })
    .max(100, { error: 'out_of_range' })
    .default(0),
  promotionCode: text(40)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'invalid_value' })
    .default(''),
  blocked: z.boolean().default(false),
  blockReason: text(200).default(''),
  notes: text(1000, { multiline: true }).default(''),
};

/** PUT /api/inventory/hotels/:hotelId/:roomTypeId/:date (admin): create or replace one night. */
export const inventoryRecordInput = z
  .object(recordFields)
  .refine((v) => v.availableRooms <= v.totalRooms, {
    path: ['availableRooms'],
    error: 'available_exceeds_total',
  })
  .refine((v) => !v.blocked || v.blockReason.length > 0, {
    path: ['blockReason'],
    error: 'block_reason_required',
  });
export type InventoryRecordInput = z.infer<typeof inventoryRecordInput>;

export const DAY_TYPES = ['weekday', 'weekend'] as const;
export type DayType = (typeof DAY_TYPES)[number];

/**
 * POST /api/inventory/hotels/:hotelId/:roomTypeId/bulk (admin): the given fields on every date
 * from startDate to endDate inclusive whose day type is chosen (weekday Mon-Fri, weekend Sat-Sun).
 * Fields left out keep each night's current value (or the room type's default). At most 366 days.
 */
export const inventoryBulkInputAt = (today?: Today) =>
  z
    .object({
      startDate: inventoryNight(today),
      endDate: inventoryNight(today),
      dayTypes: z.array(z.enum(DAY_TYPES)).min(1, { error: 'day_type_required' }),
      totalRooms: rooms.optional(),
      availableRooms: rooms.optional(),
      basePrice: recordFields.basePrice.optional(),
      priceModifier: priceModifier.optional(),
      seasonalAdjustment: seasonalAdjustment.optional(),
      promotionDiscountPercent: z.number().min(0).max(100).optional(),
      promotionCode: recordFields.promotionCode.optional(),
      blocked: z.boolean().optional(),
      blockReason: text(200).optional(),
      notes: text(1000, { multiline: true }).optional(),
    })
    .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], error: 'end_before_start' })
    .refine((v) => !v.blocked || (v.blockReason ?? '').length > 0, {
      path: ['blockReason'],
      error: 'block_reason_required',
    })
    .refine(
      (v) => v.availableRooms === undefined || v.totalRooms === undefined || v.availableRooms <= v.totalRooms,
      { path: ['availableRooms'], error: 'available_exceeds_total' },
    );
export const inventoryBulkInput = inventoryBulkInputAt();
export type InventoryBulkInput = z.infer<typeof inventoryBulkInput>;

/** Why a bulk update left a night unchanged: the night would break this rule. */
export const BULK_SKIP_REASONS = ['available_exceeds_total', 'block_reason_required'] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

/** DELETE /api/inventory/hotels/:hotelId/:roomTypeId?from&to (admin): removes records in a range. */
export const inventoryDeleteQuery = z.object({ from: isoDate, to: isoDate });
