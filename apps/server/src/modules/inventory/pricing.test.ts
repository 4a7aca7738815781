import { describe, expect, it } from 'vitest';
import { type NightTerms, priceNight, stayTotals, termsOf } from './pricing.ts';

const base: NightTerms = {
  basePrice: 200_000,
  priceModifier: 1,
  seasonalAdjustment: 0,
  promotionDiscountPercent: 0,
  promotionCode: null,
};

describe('priceNight', () => {
  it('is the base price when nothing adjusts it', () => {
    expect(priceNight(base)).toEqual({
      basePrice: 200_000,
      discount: 0,
      price: 200_000,
      promoApplied: false,
    });
  });

  it('multiplies by the modifier and the seasonal adjustment', () => {
    expect(priceNight({ ...base, priceModifier: 1.25 }).price).toBe(250_000);
    expect(priceNight({ ...base, priceModifier: 1.25, seasonalAdjustment: 15 }).price).toBe(287_500);
    expect(priceNight({ ...base, seasonalAdjustment: -10 }).price).toBe(180_000);
  });

  it('takes a promotion without a code off for everyone', () => {
    expect(priceNight({ ...base, promotionDiscountPercent: 20 })).toEqual({
      basePrice: 200_000,
      discount: 40_000,
      price: 160_000,
      promoApplied: false,
    });
  });

  it('takes a coded promotion off only for the guest who enters the code, in any case', () => {
    const coded = { ...base, promotionDiscountPercent: 20, promotionCode: 'KARADENIZ10' };
    expect(priceNight(coded).price).toBe(200_000);
    expect(priceNight(coded, 'WRONG').price).toBe(200_000);
    expect(priceNight(coded, ' karadeniz10 ')).toEqual({
      basePrice: 200_000,
      discount: 40_000,
      price: 160_000,
      promoApplied: true,
    });
  });

  it('rounds half away from zero to whole minor units', () => {
    // 99 999 × 1.005 = 100 498.995 → 100 499; 15 % of it = 15 074.85 → 15 075
    const p = priceNight({ ...base, basePrice: 99_999, priceModifier: 1.005, promotionDiscountPercent: 15 });
    expect(p.basePrice).toBe(100_499);
    expect(p.discount).toBe(15_075);
    expect(p.price).toBe(85_424);
    // 1 × 1.5 = 1.5 → 2
    expect(priceNight({ ...base, basePrice: 1, priceModifier: 1.5 }).price).toBe(2);
  });

  it('uses the room price and no adjustments for a night without a record', () => {
    expect(priceNight(termsOf(null, 345_600)).price).toBe(345_600);
  });
});

describe('stayTotals', () => {
  it('adds nights, subtracts promotions, and taxes the rest at the rate', () => {
    const nights = [
      priceNight(base),
      priceNight({ ...base, promotionDiscountPercent: 10 }),
      priceNight({ ...base, seasonalAdjustment: 20 }),
    ];
    // subtotal 200 000 + 200 000 + 240 000 = 640 000; discount 20 000; taxable 620 000; 12 % = 74 400
    expect(stayTotals(nights, 12)).toEqual({
      subtotal: 640_000,
      discount: 20_000,
      taxes: 74_400,
      total: 694_400,
    });
    expect(stayTotals(nights, 0).total).toBe(620_000);
  });
});
