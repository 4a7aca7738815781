import { describe, expect, it } from 'vitest';
import { problemField, stayProblem } from './stay-problem';

const today = '2026-11-24';

describe('stayProblem', () => {
  it('accepts no dates, or a stay of one to thirty nights from today', () => {
    expect(stayProblem({}, today)).toBeNull();
    expect(stayProblem({ checkIn: today, checkOut: '2026-11-25' }, today)).toBeNull();
    expect(stayProblem({ checkIn: today, checkOut: '2026-12-24' }, today)).toBeNull();
  });

  it('names what is wrong and the field it belongs to', () => {
    const cases = [
      [{ checkOut: '2026-11-25' }, 'checkInMissing', 'checkIn'],
      [{ checkIn: '12026-01-01', checkOut: '12026-01-02' }, 'checkInInvalid', 'checkIn'],
      [{ checkIn: '2026-11-01', checkOut: '2026-11-02' }, 'checkInPast', 'checkIn'],
      [{ checkIn: today }, 'checkOutMissing', 'checkOut'],
      // A five-digit year typed by mistake is not "before check-in".
      [{ checkIn: today, checkOut: '12025-12-30' }, 'checkOutInvalid', 'checkOut'],
      [{ checkIn: today, checkOut: today }, 'checkOutNotAfterCheckIn', 'checkOut'],
      [{ checkIn: today, checkOut: '2026-12-25' }, 'stayTooLong', 'checkOut'],
      // The agency sells two years ahead, as the server checks.
      [{ checkIn: '2028-11-24', checkOut: '2028-11-25' }, 'checkInTooFar', 'checkIn'],
      [{ checkIn: '2028-11-23', checkOut: '2028-11-25' }, 'checkOutTooFar', 'checkOut'],
    ] as const;
    for (const [stay, problem, field] of cases) {
      expect(stayProblem(stay, today)).toBe(problem);
      expect(problemField(problem)).toBe(field);
    }
  });
});
