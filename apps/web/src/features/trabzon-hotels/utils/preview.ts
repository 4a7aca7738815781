/** The spec's description preview: at most this many characters (spec section 9). */
export const PREVIEW_LENGTH = 100;

/**
 * A description's preview: the text whole when it fits in `max` characters, else cut at the last
 * word that ends within them, with an ellipsis (a single word longer than that is cut inside).
 */
export function previewOf(text: string, max = PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : clean.slice(0, max);
  // No comma, dash or stop left dangling before the ellipsis.
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/** A provider's code as words when the app has no name for it: `BAR or LOUNGE` → `Bar or lounge`. */
export function codeAsWords(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
