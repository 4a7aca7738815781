import { describe, expect, it } from 'vitest';
import { evaluateStay } from './availability.ts';
import type { InventoryRow, RoomRow } from './inventory.repository.ts';

const room = { id: 'r1', hotelId: 'h1', pricePerNight: 100_000, totalRooms: 3, maxOccupancy: 2 } as RoomRow;

function record(date: string, fields: Partial<InventoryRow> = {}): InventoryRow {
  return {
    id: `i-${date}`,
    hotelId: 'h1',
    roomTypeId: 'r1',
    date,
    totalRooms: 3,
    availableRooms: 3,
    basePrice: 100_000,
    priceModifier: 1,
    seasonalAdjustment: 0,
    promotionDiscountPercent: 0,
    promotionCode: null,
    blocked: false,
    blockReason: '',
    notes: '',
    createdAt: new Date(),
    updatedAt: new Date(),
    ...fields,
  };
}

const stay = { checkIn: '2027-07-01', checkOut: '2027-07-04', guests: 2, today: '2027-06-01' };

describe('evaluateStay', () => {
  it('counts nights [checkIn, checkOut) and uses room defaults where no record exists', () => {
    const r = evaluateStay(room, [record('2027-07-02', { availableRooms: 1, basePrice: 150_000 })], stay);
    expect(r.available).toBe(true);
    expect(r.nights.map((n) => [n.date, n.price, n.roomsLeft])).toEqual([
      ['2027-07-01', 100_000, 3],
      ['2027-07-02', 150_000, 1],
      ['2027-07-03', 100_000, 3],
    ]);
    expect(r.roomsLeft).toBe(1);
  });

  it('is unavailable on a blocked night, naming it, even when rooms are left', () => {
    const r = evaluateStay(room, [record('2027-07-03', { blocked: true, blockReason: 'Renovation' })], stay);
    expect(r).toMatchObject({ available: false, reason: 'blocked', unavailableDates: ['2027-07-03'] });
    expect(r.nights[2]).toMatchObject({ blocked: true, blockReason: 'Renovation' });
  });

  it('is sold out when one night has no room left; the check-out day does not count', () => {
    expect(evaluateStay(room, [record('2027-07-02', { availableRooms: 0 })], stay)).toMatchObject({
      available: false,
      reason: 'sold_out',
      unavailableDates: ['2027-07-02'],
      roomsLeft: 0,
    });
    expect(evaluateStay(room, [record('2027-07-04', { availableRooms: 0 })], stay).available).toBe(true);
  });

  it('refuses too many guests, past dates and stays over 30 nights', () => {
    expect(evaluateStay(room, [], { ...stay, guests: 3 }).reason).toBe('too_many_guests');
    expect(evaluateStay(room, [], { ...stay, today: '2027-07-02' }).reason).toBe('past_dates');
    expect(evaluateStay(room, [], { ...stay, checkOut: '2027-08-01' }).reason).toBe('stay_too_long');
    expect(evaluateStay(room, [], { ...stay, checkOut: '2027-07-31' }).available).toBe(true);
  });

  it('applies a coded promotion only with the code and says so', () => {
    const records = [record('2027-07-01', { promotionDiscountPercent: 10, promotionCode: 'KARADENIZ10' })];
    expect(evaluateStay(room, records, stay).nights[0]?.price).toBe(100_000);
    const withCode = evaluateStay(room, records, { ...stay, promoCode: 'karadeniz10' });
    expect(withCode.nights[0]?.price).toBe(90_000);
    expect(withCode.promoApplied).toBe(true);
  });
});
