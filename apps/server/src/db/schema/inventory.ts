import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hotels, roomTypes } from './hotels.ts';

/**
 * One room type on one night. Missing rows mean "the room type's defaults": the booking engine
 * inserts the row with those defaults before taking a room with a guarded update.
 */
export const hotelInventory = pgTable(
  'hotel_inventory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    totalRooms: integer('total_rooms').notNull(),
    availableRooms: integer('available_rooms').notNull(),
    /** Minor units. */
    basePrice: integer('base_price').notNull(),
    /** Multiplier on the base price, e.g. 1.000, 1.250. */
    priceModifier: numeric('price_modifier', { precision: 6, scale: 3, mode: 'number' }).notNull().default(1),
    /** Percent added (or removed when negative) for the season, e.g. 15 = +15 %. */
    seasonalAdjustment: numeric('seasonal_adjustment', { precision: 6, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    promotionDiscountPercent: numeric('promotion_discount_percent', {
      precision: 5,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(0),
    /** When set, the promotion applies only to a guest who enters this code. */
    promotionCode: text('promotion_code'),
    blocked: boolean('blocked').notNull().default(false),
    blockReason: text('block_reason').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hotel_inventory_room_date_key').on(t.roomTypeId, t.date),
    index('hotel_inventory_hotel_date_idx').on(t.hotelId, t.date),
    check('hotel_inventory_available_check', sql`${t.availableRooms} >= 0`),
    check('hotel_inventory_available_le_total', sql`${t.availableRooms} <= ${t.totalRooms}`),
    check('hotel_inventory_base_price_check', sql`${t.basePrice} > 0`),
    check('hotel_inventory_modifier_check', sql`${t.priceModifier} > 0`),
    check('hotel_inventory_seasonal_check', sql`${t.seasonalAdjustment} > -100`),
    check(
      'hotel_inventory_promotion_check',
      sql`${t.promotionDiscountPercent} >= 0 and ${t.promotionDiscountPercent} <= 100`,
    ),
    check('hotel_inventory_block_reason_check', sql`not ${t.blocked} or length(${t.blockReason}) > 0`),
  ],
);
