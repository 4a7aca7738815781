/** Control characters other than tab and line feed (C0, DEL, C1). */
const CONTROL = /(?![\n\t])\p{Cc}/gu;

/**
 * A comment body as stored: plain text, never HTML. Line ends are unified, control characters
 * removed, trailing spaces and runs of blank lines trimmed. Markup stays as typed and is shown
 * as text.
 */
export function cleanCommentBody(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A name on one line: any control character or line break becomes a space, runs of spaces one. */
export function cleanLine(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
