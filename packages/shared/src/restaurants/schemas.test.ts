import { describe, expect, it } from 'vitest';
import { openingHoursInput, restaurantDayInput, restaurantSlotsQueryAt } from './schemas.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('opening hours input', () => {
  it('takes split sittings and one running past midnight; a weekday left out is closed', () => {
    const parsed = openingHoursInput.parse({
      '1': [
        { from: '12:00', to: '15:00' },
        { from: '18:00', to: '02:00' },
      ],
    });
    expect(parsed['1']).toHaveLength(2);
    expect(parsed['7']).toEqual([]);
  });

  it('refuses overlapping or unordered sittings, an empty one and a time that is not HH:MM', () => {
    expect(
      issues(
        openingHoursInput.safeParse({
          '2': [
            { from: '12:00', to: '16:00' },
            { from: '15:00', to: '22:00' },
          ],
        }),
      ),
    ).toEqual(['invalid_value']);
    expect(
      issues(
        openingHoursInput.safeParse({
          '2': [
            { from: '20:00', to: '01:00' },
            { from: '23:00', to: '23:30' },
          ],
        }),
      ),
    ).toEqual(['invalid_value']);
    expect(issues(openingHoursInput.safeParse({ '3': [{ from: '12:00', to: '12:00' }] }))).toEqual([
      'end_before_start',
    ]);
    expect(issues(openingHoursInput.safeParse({ '3': [{ from: '24:00', to: '12:00' }] }))).toEqual([
      'invalid_time',
    ]);
  });
});

describe('a date’s exception', () => {
  it('needs a reason to close', () => {
    expect(issues(restaurantDayInput.safeParse({ closed: true }))).toEqual(['block_reason_required']);
    expect(restaurantDayInput.parse({ closed: true, reason: 'Holiday' })).toMatchObject({
      closed: true,
      addedTimes: [],
      maxTablesPerTime: null,
    });
  });
});

describe('the times query', () => {
  const query = restaurantSlotsQueryAt(() => '2027-06-01');
  it('takes a date in the sale window and a party of 1 to 30', () => {
    expect(query.parse({ date: '2027-06-01', partySize: '4' })).toEqual({ date: '2027-06-01', partySize: 4 });
    expect(issues(query.safeParse({ date: '2027-05-31' }))).toEqual(['date_in_past']);
    expect(issues(query.safeParse({ date: '2027-06-01', partySize: '31' }))).toEqual(['out_of_range']);
  });
});
