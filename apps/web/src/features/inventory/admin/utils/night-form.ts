import type { InventoryDayDto } from '@app/shared/inventory/schemas';
import {
  type InventoryMessage,
  type NumberField,
  type NumberText,
  numberProblem,
  PROMOTION_CODE,
  readNumber,
} from './field-rules';

export interface NightValues {
  totalRooms: NumberText;
  availableRooms: NumberText;
  /** Whole currency units with up to 2 decimals, as typed. */
  basePrice: NumberText;
  priceModifier: NumberText;
  seasonalAdjustment: NumberText;
  promotionDiscountPercent: NumberText;
  promotionCode: string;
  blocked: boolean;
  blockReason: string;
  notes: string;
}

/** The form of one night from the calendar day (its record, or the room's defaults). */
export function nightValues(day: InventoryDayDto): NightValues {
  const r = day.record;
  return {
    totalRooms: r?.totalRooms ?? day.totalRooms,
    availableRooms: r?.availableRooms ?? day.availableRooms,
    basePrice: (r?.basePrice ?? day.price) / 100,
    priceModifier: r?.priceModifier ?? 1,
    seasonalAdjustment: r?.seasonalAdjustment ?? 0,
    promotionDiscountPercent: r?.promotionDiscountPercent ?? 0,
    promotionCode: r?.promotionCode ?? '',
    blocked: r?.blocked ?? false,
    blockReason: r?.blockReason ?? '',
    notes: r?.notes ?? '',
  };
}

/** The night's number fields, in the order the form shows them. */
export const NUMBER_FIELDS: NumberField[] = [
  'totalRooms',
  'availableRooms',
  'basePrice',
  'priceModifier',
  'seasonalAdjustment',
  'promotionDiscountPercent',
];

export type NightErrors = Partial<Record<keyof NightValues, InventoryMessage>>;

/** Message keys (adminInventory:messages) by field, spec section 5 first; empty when valid. */
export function validateNight(v: NightValues): NightErrors {
  const errors: NightErrors = {};
  for (const field of NUMBER_FIELDS) {
    const problem = numberProblem(field, v[field]);
    if (problem) errors[field] = problem;
  }
  const total = readNumber(v.totalRooms);
  const available = readNumber(v.availableRooms);
  const base = readNumber(v.basePrice);
  if (total === undefined) errors.totalRooms = 'totalRequired';
  if (available === undefined) errors.availableRooms = 'availableRequired';
  if (base === undefined || base === 0) errors.basePrice = 'baseRequired';
  if (readNumber(v.priceModifier) === undefined) errors.priceModifier = 'modifierRange';
  if (!errors.totalRooms && !errors.availableRooms && (available ?? 0) > (total ?? 0))
    errors.availableRooms = 'availableExceeds';
  if (!PROMOTION_CODE.test(v.promotionCode.trim())) errors.promotionCode = 'codeInvalid';
  if (v.blocked && !v.blockReason.trim()) errors.blockReason = 'blockReasonRequired';
  return errors;
}

/** The PUT body of a valid form: money in minor units; an empty seasonal or promotion field is 0. */
export function nightBody(v: NightValues) {
  return {
    totalRooms: Number(readNumber(v.totalRooms)),
    availableRooms: Number(readNumber(v.availableRooms)),
    basePrice: Math.round(Number(readNumber(v.basePrice)) * 100),
    priceModifier: readNumber(v.priceModifier) ?? 1,
    seasonalAdjustment: readNumber(v.seasonalAdjustment) ?? 0,
    promotionDiscountPercent: readNumber(v.promotionDiscountPercent) ?? 0,
    promotionCode: v.promotionCode.trim(),
    blocked: v.blocked,
    blockReason: v.blocked ? v.blockReason.trim() : '',
    notes: v.notes.trim(),
  };
}

/** The room type whose nights are edited, with the names the confirmations use. */
export interface RoomScope {
  hotelId: string;
  roomTypeId: string;
  /** Names for the confirmation: which room of which hotel. */
  hotelName: string;
  roomName: string;
  currency: string;
}
