import { describe, expect, it } from 'vitest';
import { stayInvite } from './calendar-invite.ts';

describe('stayInvite', () => {
  const ics = stayInvite({
    reference: 'KT-7K3M9QXA',
    summary: 'Uzungöl Lake Lodge, Deluxe; 3 nights',
    description: 'Reference KT-7K3M9QXA\nCheck-in from 14:00',
    location: 'Uzungöl, Çaykara, Trabzon',
    checkIn: '2027-07-01',
    checkOut: '2027-07-04',
    createdAt: new Date('2027-06-01T09:00:00Z'),
  });

  it('is an all-day event from check-in to the exclusive check-out day, with CRLF lines', () => {
    expect(ics).toContain('DTSTART;VALUE=DATE:20270701\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270704\r\n');
    expect(ics).toContain('UID:KT-7K3M9QXA@karadeniz.travel\r\n');
    expect(ics).toContain('DTSTAMP:20270601T090000Z\r\n');
    expect(ics.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
  });

  it('escapes commas, semicolons and newlines and folds long lines', () => {
    expect(ics).toContain('SUMMARY:Uzungöl Lake Lodge\\, Deluxe\\; 3 nights');
    expect(ics).toContain('DESCRIPTION:Reference KT-7K3M9QXA\\nCheck-in from 14:00');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
