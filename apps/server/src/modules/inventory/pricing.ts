/**
 * The price of one night, in integer minor units (kuruş):
 *   nightly  = round(basePrice × priceModifier × (1 + seasonalAdjustment / 100))
 *   discount = round(nightly × promotionDiscountPercent / 100), when the night has a promotion
 *              and either it has no code or the guest entered that code (case-insensitive)
 *   price    = nightly − discount
 * A night without an inventory record uses the room type's price, modifier 1, no adjustment and
 * no promotion.
 */
export interface NightTerms {
  basePrice: number;
  priceModifier: number;
  seasonalAdjustment: number;
  promotionDiscountPercent: number;
  promotionCode: string | null;
}

export interface NightPrice {
  /** Before the promotion. */
  basePrice: number;
  discount: number;
  price: number;
  promoApplied: boolean;
}

/** Half away from zero, on values that are never negative here. */
const round = (value: number) => Math.round(value + Number.EPSILON * Math.sign(value));

export function promotionApplies(terms: NightTerms, promoCode: string | undefined): boolean {
  if (terms.promotionDiscountPercent <= 0) return false;
  const code = terms.promotionCode?.trim() ?? '';
  if (!code) return true;
  return !!promoCode && promoCode.trim().toLowerCase() === code.toLowerCase();
}

export function priceNight(terms: NightTerms, promoCode?: string): NightPrice {
  const nightly = round(terms.basePrice * terms.priceModifier * (1 + terms.seasonalAdjustment / 100));
  const applies = promotionApplies(terms, promoCode);
  const discount = applies ? round((nightly * terms.promotionDiscountPercent) / 100) : 0;
  return {
    basePrice: nightly,
    discount,
    price: nightly - discount,
    promoApplied: applies && !!terms.promotionCode?.trim(),
  };
}

/** Taxes and total of a stay (spec: taxes and fees = total minus base). */
export function stayTotals(nights: readonly NightPrice[], taxRate: number) {
  const subtotal = nights.reduce((sum, n) => sum + n.basePrice, 0);
  const discount = nights.reduce((sum, n) => sum + n.discount, 0);
  const taxes = round(((subtotal - discount) * taxRate) / 100);
  return { subtotal, discount, taxes, total: subtotal - discount + taxes };
}

/** Terms of a night from its inventory record, or the room type's defaults. */
export function termsOf(
  record: {
    basePrice: number;
    priceModifier: number;
    seasonalAdjustment: number;
    promotionDiscountPercent: number;
    promotionCode: string | null;
  } | null,
  roomPrice: number,
): NightTerms {
  if (!record)
    return {
      basePrice: roomPrice,
      priceModifier: 1,
      seasonalAdjustment: 0,
      promotionDiscountPercent: 0,
      promotionCode: null,
    };
  return {
    basePrice: record.basePrice,
    priceModifier: Number(record.priceModifier),
    seasonalAdjustment: Number(record.seasonalAdjustment),
    promotionDiscountPercent: Number(record.promotionDiscountPercent),
    promotionCode: record.promotionCode,
  };
}
