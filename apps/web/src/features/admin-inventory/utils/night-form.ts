import type { InventoryDayDto } from '@app/shared/inventory/schemas';

export interface NightValues {
  totalRooms: number | '';
  availableRooms: number | '';
  /** Whole currency units with up to 2 decimals, as typed. */
  basePrice: number | '';
  priceModifier: number | '';
  seasonalAdjustment: number | '';
  promotionDiscountPercent: number | '';
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

/** Spec section 5 messages (keys under adminInventory:messages); null when valid. */
export function validateNight(v: NightValues): Partial<Record<keyof NightValues, string>> {
  const errors: Partial<Record<keyof NightValues, string>> = {};
  if (v.totalRooms === '') errors.totalRooms = 'totalRequired';
  if (v.availableRooms === '') errors.availableRooms = 'availableRequired';
  if (v.basePrice === '' || v.basePrice <= 0) errors.basePrice = 'baseRequired';
  if (v.totalRooms !== '' && v.availableRooms !== '' && v.availableRooms > v.totalRooms)
    errors.availableRooms = 'availableExceeds';
  if (v.blocked && !v.blockReason.trim()) errors.blockReason = 'blockReasonRequired';
  return errors;
}

/** The PUT body: money in minor units. */
export function nightBody(v: NightValues) {
  return {
    totalRooms: Number(v.totalRooms),
    availableRooms: Number(v.availableRooms),
    basePrice: Math.round(Number(v.basePrice) * 100),
    priceModifier: v.priceModifier === '' ? 1 : Number(v.priceModifier),
    seasonalAdjustment: v.seasonalAdjustment === '' ? 0 : Number(v.seasonalAdjustment),
    promotionDiscountPercent: v.promotionDiscountPercent === '' ? 0 : Number(v.promotionDiscountPercent),
    promotionCode: v.promotionCode.trim(),
    blocked: v.blocked,
    blockReason: v.blocked ? v.blockReason.trim() : '',
    notes: v.notes.trim(),
  };
}
