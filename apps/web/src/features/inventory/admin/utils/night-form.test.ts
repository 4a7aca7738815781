import { describe, expect, it } from 'vitest';
import { type NightValues, nightBody, validateNight } from './night-form';

const base: NightValues = {
  totalRooms: 5,
  availableRooms: 3,
  basePrice: 2400.5,
  priceModifier: 1,
  seasonalAdjustment: 0,
  promotionDiscountPercent: 0,
  promotionCode: '',
  blocked: false,
  blockReason: '',
  notes: '',
};

describe('night form', () => {
  it('names each rule of the spec that is broken', () => {
    expect(validateNight({ ...base, totalRooms: '', availableRooms: '', basePrice: '' })).toEqual({
      totalRooms: 'totalRequired',
      availableRooms: 'availableRequired',
      basePrice: 'baseRequired',
    });
    expect(validateNight({ ...base, availableRooms: 6 })).toEqual({ availableRooms: 'availableExceeds' });
    expect(validateNight({ ...base, blocked: true, blockReason: '  ' })).toEqual({
      blockReason: 'blockReasonRequired',
    });
    expect(validateNight(base)).toEqual({});
  });

  it('names the field whose value is out of range instead of changing it', () => {
    expect(
      validateNight({
        ...base,
        totalRooms: 2.5,
        basePrice: 1_000_001,
        priceModifier: 0,
        seasonalAdjustment: -100,
        promotionDiscountPercent: 101,
        promotionCode: 'WINTER 10',
      }),
    ).toEqual({
      totalRooms: 'roomsRange',
      basePrice: 'priceRange',
      priceModifier: 'modifierRange',
      seasonalAdjustment: 'seasonalRange',
      promotionDiscountPercent: 'promotionRange',
      promotionCode: 'codeInvalid',
    });
    expect(
      validateNight({ ...base, priceModifier: 0.95, seasonalAdjustment: -10, basePrice: '1234.' }),
    ).toEqual({});
  });

  it('sends the price in minor units', () => {
    expect(nightBody(base)).toMatchObject({
      basePrice: 240_050,
      totalRooms: 5,
      availableRooms: 3,
      blockReason: '',
    });
    // Text still being typed counts as the number it already is.
    expect(
      nightBody({ ...base, basePrice: '1234.', seasonalAdjustment: '', promotionDiscountPercent: '' }),
    ).toMatchObject({
      basePrice: 123_400,
      seasonalAdjustment: 0,
      promotionDiscountPercent: 0,
    });
  });
});
