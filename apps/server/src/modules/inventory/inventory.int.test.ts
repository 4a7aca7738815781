import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

let t: TestApp;
let hotel: HotelFixture;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  hotel = await createHotelFixture(t.database.db, {
    name: 'Ayder Hot Springs Lodge',
    rooms: [{ name: 'Standard double', pricePerNight: 290_000, totalRooms: 8, maxOccupancy: 2 }],
  });
  admin = await userWithRole(t, 'admin', 'Admin');
});
afterAll(async () => {
  await t.close();
});

const base = () => `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}`;

describe('inventory bulk update', () => {
  it('says which nights it left unchanged and which rule they would break', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `${base()}/2028-03-01`,
      headers: bearer(admin.token),
      payload: { totalRooms: 2, availableRooms: 2, basePrice: 250_000 },
    });
    expect(put.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `${base()}/bulk`,
      headers: bearer(admin.token),
      payload: {
        startDate: '2028-03-01',
        endDate: '2028-03-02',
        dayTypes: ['weekday', 'weekend'],
        availableRooms: 5,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      updated: 1,
      skipped: [{ date: '2028-03-01', reason: 'available_exceeds_total' }],
    });
  });
});
