import ICAL from 'ical.js';
import PostalMime from 'postal-mime';

/** One calendar event as a calendar application reads it. */
export interface ParsedEvent {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  location: string;
  description: string;
  /** The ORGANIZER's address (`mailto:…`) and its CN, or null. */
  organizer: { address: string; name: string | null } | null;
  /** All-day dates, YYYY-MM-DD; `end` is exclusive. */
  start: string;
  end: string;
}

/** A mail as a mail client reads it, with its calendar file parsed. */
export interface ParsedMail {
  raw: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The calendar part's MIME type with its parameters, e.g. `text/calendar; method=CANCEL`. */
  calendarMimeMethod: string | null;
  ics: string | null;
  event: ParsedEvent | null;
}

function organizerOf(vevent: ICAL.Component): ParsedEvent['organizer'] {
  const property = vevent.getFirstProperty('organizer');
  if (!property) return null;
  const name = property.getParameter('cn');
  return { address: String(property.getFirstValue()), name: name == null ? null : String(name) };
}

/** Parses an .ics file with ical.js: the calendar's METHOD and its one event. */
export function parseIcs(ics: string): ParsedEvent {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar file');
  const event = new ICAL.Event(vevent);
  const text = (name: string) => {
    const value = vevent.getFirstPropertyValue(name);
    return value == null ? null : String(value);
  };
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    uid: event.uid,
    sequence: event.sequence,
    status: text('status'),
    summary: event.summary,
    location: event.location ?? '',
    description: event.description ?? '',
    organizer: organizerOf(vevent),
    start: event.startDate.toString(),
    end: event.endDate.toString(),
  };
}

/** Parses an .eml file (postal-mime) and the .ics attached to it (ical.js). */
export async function parseMail(raw: string): Promise<ParsedMail> {
  const mail = await PostalMime.parse(raw, { attachmentEncoding: 'utf8' });
  const calendar = mail.attachments.find((a) => a.mimeType === 'text/calendar');
  const ics = calendar ? String(calendar.content) : null;
  return {
    raw,
    to: mail.to?.map((a) => ('address' in a ? a.address : '')).join(', ') ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html ?? '',
    calendarMimeMethod: calendar?.method ?? null,
    ics,
    event: ics ? parseIcs(ics) : null,
  };
}

/** The parsed mails in an outbox whose text mentions `needle` (e.g. a booking reference), oldest first. */
export async function mailsAbout(outbox: string[], needle: string): Promise<ParsedMail[]> {
  const parsed = await Promise.all(outbox.map(parseMail));
  return parsed.filter((m) => m.subject.includes(needle) || m.text.includes(needle));
}
