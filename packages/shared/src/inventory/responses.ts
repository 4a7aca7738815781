import { z } from 'zod';
import { BULK_SKIP_REASONS, UNAVAILABLE_REASONS } from './schemas.ts';

/** What the inventory API answers. The web app imports these as types only. */

export const nightQuoteDto = z.object({
  date: z.string(),
  /** Before the promotion, minor units. */
  basePrice: z.number().int(),
  discount: z.number().int(),
  /** basePrice − discount. */
  price: z.number().int(),
  roomsLeft: z.number().int(),
  blocked: z.boolean(),
  blockReason: z.string(),
});
export type NightQuoteDto = z.infer<typeof nightQuoteDto>;

export const availabilityDto = z.object({
  hotelId: z.string(),
  roomTypeId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
  currency: z.string(),
  available: z.boolean(),
  reason: z.enum(UNAVAILABLE_REASONS).nullable(),
  /** Nights that make the stay unavailable (blocked or no room left). */
  unavailableDates: z.array(z.string()),
  nights: z.array(nightQuoteDto),
  /** Sum of basePrice over the nights. */
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** subtotal − discount, before taxes. */
  total: z.number().int(),
  /** Fewest rooms left on any night. */
  roomsLeft: z.number().int(),
  /** A promotion code was given and applied on at least one night. */
  promoApplied: z.boolean(),
});
export type AvailabilityDto = z.infer<typeof availabilityDto>;

export const inventoryRecordDto = z.object({
  _id: z.string(),
  hotelId: z.string(),
  roomTypeId: z.string(),
  date: z.string(),
  totalRooms: z.number().int(),
  availableRooms: z.number().int(),
  basePrice: z.number().int(),
  priceModifier: z.number(),
  seasonalAdjustment: z.number(),
  promotionDiscountPercent: z.number(),
  promotionCode: z.string(),
  blocked: z.boolean(),
  blockReason: z.string(),
  notes: z.string(),
});
export type InventoryRecordDto = z.infer<typeof inventoryRecordDto>;

export const inventoryDayDto = z.object({
  date: z.string(),
  /** The stored record, or null when the room type's defaults apply. */
  record: inventoryRecordDto.nullable(),
  totalRooms: z.number().int(),
  availableRooms: z.number().int(),
  /** Nightly price without a promotion code, minor units. */
  price: z.number().int(),
  blocked: z.boolean(),
  blockReason: z.string(),
});
export type InventoryDayDto = z.infer<typeof inventoryDayDto>;

export const inventoryCalendarDto = z.object({
  hotelId: z.string(),
  roomTypeId: z.string(),
  currency: z.string(),
  days: z.array(inventoryDayDto),
});
export type InventoryCalendarDto = z.infer<typeof inventoryCalendarDto>;

export const inventoryBulkResultDto = z.object({
  /** Nights written. */
  updated: z.number().int(),
  /** Nights left unchanged because the result would break a rule, each with the rule. */
  skipped: z.array(z.object({ date: z.string(), reason: z.enum(BULK_SKIP_REASONS) })),
});
export type InventoryBulkResultDto = z.infer<typeof inventoryBulkResultDto>;

/** DELETE of a range of nights: how many records went, and the booked nights that stayed. */
export const inventoryRangeDeleteDto = z.object({
  deleted: z.number().int(),
  /** Nights kept because a booking holds them, in date order. */
  kept: z.array(z.string()),
});
export type InventoryRangeDeleteDto = z.infer<typeof inventoryRangeDeleteDto>;
