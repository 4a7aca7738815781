import { describe, expect, it } from 'vitest';
import { parseIcs } from '../../test/mail-parsing.ts';
import { type InviteStatus, stayInvite } from './calendar-invite.ts';

const invite = (status: InviteStatus = 'confirmed', location = 'Uzungöl, Çaykara, Trabzon') =>
  stayInvite({
    reference: 'KT-7K3M9QXA',
    status,
    summary: 'Uzungöl Lake Lodge, Deluxe; 3 nights',
    description: 'Reference KT-7K3M9QXA\nCheck-in from 14:00',
    location,
    organizer: { name: 'Karadeniz Travel, Trabzon: "bookings"', email: 'bookings@karadeniz.travel' },
    checkIn: '2027-07-01',
    checkOut: '2027-07-04',
    stampedAt: new Date('2027-06-01T09:00:00Z'),
  });

describe('stayInvite', () => {
  const ics = invite();

  it('is an all-day event from check-in to the exclusive check-out day, with CRLF lines', () => {
    expect(ics).toContain('DTSTART;VALUE=DATE:20270701\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270704\r\n');
    expect(ics).toContain('UID:KT-7K3M9QXA@karadeniz.travel\r\n');
    expect(ics).toContain('DTSTAMP:20270601T090000Z\r\n');
    expect(ics.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
    expect(parseIcs(ics)).toMatchObject({ start: '2027-07-01', end: '2027-07-04' });
  });

  it('escapes commas, semicolons and newlines and folds long lines', () => {
    expect(ics).toContain('SUMMARY:Uzungöl Lake Lodge\\, Deluxe\\; 3 nights');
    expect(ics).toContain('DESCRIPTION:Reference KT-7K3M9QXA\\nCheck-in from 14:00');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parseIcs(ics)).toMatchObject({
      summary: 'Uzungöl Lake Lodge, Deluxe; 3 nights',
      description: 'Reference KT-7K3M9QXA\nCheck-in from 14:00',
      location: 'Uzungöl, Çaykara, Trabzon',
    });
  });

  it('follows the booking: TENTATIVE while pending, CONFIRMED, then CANCELLED with METHOD:CANCEL', () => {
    const [pending, confirmed, cancelled] = (['pending', 'confirmed', 'cancelled'] as const).map((s) =>
      parseIcs(invite(s)),
    );
    expect(pending).toMatchObject({ method: 'PUBLISH', status: 'TENTATIVE' });
    expect(confirmed).toMatchObject({ method: 'PUBLISH', status: 'CONFIRMED' });
    expect(cancelled).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
    // One event, each later version with a higher SEQUENCE so it replaces the one a calendar holds.
    expect(new Set([pending?.uid, confirmed?.uid, cancelled?.uid]).size).toBe(1);
    expect(pending?.sequence).toBeLessThan(confirmed?.sequence ?? -1);
    expect(confirmed?.sequence).toBeLessThan(cancelled?.sequence ?? -1);
  });

  it('names the agency as ORGANIZER in every version, as RFC 5546 asks of PUBLISH and CANCEL', () => {
    for (const status of ['pending', 'confirmed', 'cancelled'] as const)
      expect(parseIcs(invite(status)).organizer, status).toEqual({
        address: 'mailto:bookings@karadeniz.travel',
        name: 'Karadeniz Travel, Trabzon: bookings',
      });
  });

  it('leaves LOCATION out when there is no place to name', () => {
    expect(invite('confirmed', '')).not.toContain('LOCATION');
  });
});
