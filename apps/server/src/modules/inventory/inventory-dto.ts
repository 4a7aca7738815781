import type { InventoryRecordDto } from '@app/shared/inventory/schemas';
import type { InventoryRow } from './inventory.repository.ts';

export function toInventoryRecordDto(r: InventoryRow): InventoryRecordDto {
  return {
    _id: r.id,
    hotelId: r.hotelId,
    roomTypeId: r.roomTypeId,
    date: r.date,
    totalRooms: r.totalRooms,
    availableRooms: r.availableRooms,
    basePrice: r.basePrice,
    priceModifier: Number(r.priceModifier),
    seasonalAdjustment: Number(r.seasonalAdjustment),
    promotionDiscountPercent: Number(r.promotionDiscountPercent),
    promotionCode: r.promotionCode ?? '',
    blocked: r.blocked,
    blockReason: r.blockReason,
    notes: r.notes,
  };
}
