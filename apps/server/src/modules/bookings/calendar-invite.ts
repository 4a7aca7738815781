import { addDays } from '@app/shared/common/dates';

/** RFC 5545 text escaping. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (date: string) => date.replaceAll('-', '');
const stamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** What the event says of the booking: TENTATIVE while pending, CONFIRMED, or CANCELLED. */
export type InviteStatus = 'pending' | 'confirmed' | 'cancelled';

const EVENT_STATUS: Record<InviteStatus, string> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/**
 * The event's revision. A booking only moves forward (pending → confirmed → cancelled, or pending
 * → cancelled), so its status orders the versions: whichever mail arrives last, a calendar keeps
 * the one with the highest SEQUENCE, the true one.
 */
const SEQUENCE: Record<InviteStatus, number> = { pending: 0, confirmed: 1, cancelled: 2 };

/** The iTIP method: PUBLISH adds or updates the event, CANCEL removes it (RFC 5546). */
export function inviteMethod(status: InviteStatus): 'PUBLISH' | 'CANCEL' {
  return status === 'cancelled' ? 'CANCEL' : 'PUBLISH';
}

/** Who sends the event: the agency, as its mails come from (RFC 5546 asks for it in PUBLISH and CANCEL). */
export interface InviteOrganizer {
  name: string;
  email: string;
}

/** `ORGANIZER;CN="…":mailto:…`, the name quoted (it may hold a comma or a colon), quotes dropped. */
function organizerLine(organizer: InviteOrganizer): string {
  const name = organizer.name.replace(/["\r\n]/g, '').trim();
  return `ORGANIZER${name ? `;CN="${name}"` : ''}:mailto:${organizer.email}`;
}

/** All day from check-in to check-out (a stay, a tour), or from one instant to another (a meal). */
export type InviteTime = { checkIn: string; checkOut: string } | { startsAt: Date; endsAt: Date };

function eventTime(when: InviteTime): [start: string, end: string, transparency: string] {
  if ('startsAt' in when) {
    // In UTC: every calendar shows it on its own clock, no VTIMEZONE needed. The table is held.
    return [`DTSTART:${stamp(when.startsAt)}`, `DTEND:${stamp(when.endsAt)}`, 'TRANSP:OPAQUE'];
  }
  const end = when.checkOut > when.checkIn ? when.checkOut : addDays(when.checkIn, 1);
  return [
    `DTSTART;VALUE=DATE:${compact(when.checkIn)}`,
    `DTEND;VALUE=DATE:${compact(end)}`,
    'TRANSP:TRANSPARENT',
  ];
}

/**
 * The booking's calendar event: all day from check-in to check-out (DTEND is exclusive, as the
 * stay is), or a timed sitting at a restaurant; one UID per booking so each later version
 * (confirmed, cancelled) replaces the one a calendar holds.
 */
export function stayInvite(
  input: {
    reference: string;
    status: InviteStatus;
    summary: string;
    description: string;
    location: string;
    organizer: InviteOrganizer;
    /** When this version was made (DTSTAMP). */
    stampedAt: Date;
  } & InviteTime,
): string {
  const [start, end, transparency] = eventTime(input);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Karadeniz Travel//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${inviteMethod(input.status)}`,
    'BEGIN:VEVENT',
    `UID:${input.reference}@karadeniz.travel`,
    `SEQUENCE:${SEQUENCE[input.status]}`,
    `DTSTAMP:${stamp(input.stampedAt)}`,
    organizerLine(input.organizer),
    start,
    end,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    ...(input.location ? [`LOCATION:${escapeText(input.location)}`] : []),
    `STATUS:${EVENT_STATUS[input.status]}`,
    transparency,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
