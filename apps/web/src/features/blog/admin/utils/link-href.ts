/**
 * A link address an author may put in a post: http(s), mailto, or a path on this site. A bare
 * domain (`www.example.com/page`) gets https://. Anything else (javascript:, data:, `//host`) is
 * refused with null. The server cleans the HTML again on save.
 */
export function safeHref(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  if (/^https?:\/\/[^/\s]+/i.test(value)) return value;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return value;
  if (/^\/(?!\/)/.test(value) || /^#./.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(\/.*)?$/u.test(value)) return `https://${value}`;
  return null;
}

/** Whether an image address is one of our own uploads (the only images a post may embed). */
export function isOwnImage(src: string): boolean {
  return /^\/(uploads|images)\//.test(src);
}
