import { describe, expect, it } from 'vitest';
import { dateRuns, formatDates } from './date-list';

describe('date lists', () => {
  it('joins consecutive nights into one range', () => {
    expect(dateRuns(['2027-03-08', '2027-03-01', '2027-03-02', '2027-03-03'])).toEqual([
      ['2027-03-01', '2027-03-03'],
      ['2027-03-08', '2027-03-08'],
    ]);
  });

  it("names the dates in the reader's language, never as ISO dates", () => {
    const dates = ['2027-03-01', '2027-03-02', '2027-03-08'];
    expect(formatDates(dates, 'en')).toMatch(/^1\s?–\s?2 Mar 2027 and 8 Mar 2027$/);
    expect(formatDates(dates, 'tr')).toMatch(/^1\s?–\s?2 Mar 2027 ve 8 Mar 2027$/);
    expect(formatDates(dates, 'ar')).not.toMatch(/2027-03/);
    expect(formatDates(dates, 'ar')).toContain('مارس');
  });
});
