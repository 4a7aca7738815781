const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the wall-clock `YYYY-MM-DDTHH:MM` of a time zone, the value of a datetime-local
 * input (a blog post's publish time on the site's clock).
 */
export function wallClock(instant: Date, timeZone: string): string {
  // One formatter per time zone: building one costs far more than using it.
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
