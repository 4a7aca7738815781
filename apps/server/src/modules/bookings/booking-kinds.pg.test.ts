import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createStock, STOCK_TYPE, stockKind, unitsLeft } from '../../test/stock-kind.ts';

// A kind only the test knows gets the core's guarantees on PostgreSQL, where requests really race.
let t: TestApp;
const DAY = '2027-08-20';

beforeAll(async () => {
  t = await createTestApp({}, { bookingKinds: [stockKind] });
  await createStock(t.database.db, DAY, 1);
}, 120_000);
afterAll(() => t.close());

describe('a kind registered by a test, on PostgreSQL', () => {
  it('sells its last unit once to 20 concurrent buyers; the others get a clean 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { 'idempotency-key': `stock-race-${String(i).padStart(4, '0')}` },
          payload: {
            type: STOCK_TYPE,
            day: DAY,
            firstName: 'Buyer',
            lastName: String(i),
            email: `buyer${i}@example.com`,
            phone: '+90 462 000 00 00',
          },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'sold_out')).toBe(true);
    expect(await unitsLeft(t.database.db, DAY)).toBe(0);
  });
});
