import type { InventoryDayDto } from '@app/shared/inventory/schemas';
import classes from './day-tone.module.css';

export type DayKind = 'custom' | 'defaults' | 'blocked' | 'soldOut' | 'promotion';

/** The legend's order. */
export const DAY_KINDS: DayKind[] = ['defaults', 'custom', 'promotion', 'soldOut', 'blocked'];

/** What a day of the calendar shows first: blocked, then sold out, then a promotion, then its record. */
export function dayKind(day: InventoryDayDto): DayKind {
  if (day.blocked) return 'blocked';
  if (day.availableRooms === 0) return 'soldOut';
  if ((day.record?.promotionDiscountPercent ?? 0) > 0) return 'promotion';
  return day.record ? 'custom' : 'defaults';
}

/** The class of each kind (day-tone.module.css), shared by the days and the legend. */
export const DAY_TONE_CLASS = classes as Record<DayKind, string>;
