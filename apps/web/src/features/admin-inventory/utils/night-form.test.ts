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

  it('sends the price in minor units', () => {
    expect(nightBody(base)).toMatchObject({
      basePrice: 240_050,
      totalRooms: 5,
      availableRooms: 3,
      blockReason: '',
    });
  });
});
