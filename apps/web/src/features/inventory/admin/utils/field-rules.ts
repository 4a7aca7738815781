import type { AppTexts } from '../../../../locales/app-texts';

/** A key of the inventory's messages (adminInventory:messages). */
export type InventoryMessage = keyof AppTexts['adminInventory']['messages'];

/**
 * What a number input holds: the number once the text is one, else the text as typed ('' when
 * empty, '-' or '0.' halfway through typing), so nothing typed is lost before it is a number.
 */
export type NumberText = number | string;

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** The typed value as a number: undefined when empty, NaN when the text is not a number. */
export function readNumber(value: NumberText): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return NUMBER.test(text) ? Number(text) : Number.NaN;
}

export type NumberField =
  | 'totalRooms'
  | 'availableRooms'
  | 'basePrice'
  | 'priceModifier'
  | 'seasonalAdjustment'
  | 'promotionDiscountPercent';

/** The server's limits (packages/shared inventory schemas), with the message naming each. */
const RULES: Record<NumberField, { ok: (n: number) => boolean; message: InventoryMessage }> = {
  totalRooms: { ok: (n) => Number.isInteger(n) && n >= 0 && n <= 500, message: 'roomsRange' },
  availableRooms: { ok: (n) => Number.isInteger(n) && n >= 0 && n <= 500, message: 'roomsRange' },
  basePrice: { ok: (n) => n >= 0.01 && n <= 1_000_000, message: 'priceRange' },
  priceModifier: { ok: (n) => n > 0 && n <= 10, message: 'modifierRange' },
  seasonalAdjustment: { ok: (n) => n > -100 && n <= 500, message: 'seasonalRange' },
  promotionDiscountPercent: { ok: (n) => n >= 0 && n <= 100, message: 'promotionRange' },
};

/** The message key (adminInventory:messages) for a filled number that breaks its rule; null if fine or empty. */
export function numberProblem(field: NumberField, value: NumberText): InventoryMessage | null {
  const n = readNumber(value);
  if (n === undefined) return null;
  if (Number.isNaN(n)) return 'notANumber';
  return RULES[field].ok(n) ? null : RULES[field].message;
}

/** Promotion codes the server accepts: letters, digits, - and _. */
export const PROMOTION_CODE = /^[A-Za-z0-9_-]*$/;

/** The longest range one bulk update or clear may cover, in days (inclusive). */
export const MAX_RANGE_DAYS = 366;

/** Problems of a start/end pair of ISO dates, by field (message keys). */
export function rangeProblems(
  start: string,
  end: string,
): { startDate?: InventoryMessage; endDate?: InventoryMessage } {
  const problems: { startDate?: InventoryMessage; endDate?: InventoryMessage } = {};
  if (!start) problems.startDate = 'datesRequired';
  if (!end) problems.endDate = 'datesRequired';
  if (start && end) {
    const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1) problems.endDate = 'endBeforeStart';
    else if (days > MAX_RANGE_DAYS) problems.endDate = 'rangeTooLong';
  }
  return problems;
}
