/**
 * Which part of the texts each namespace loads with (`loadTexts(part)`, lib/i18n.ts): the public
 * site's texts first, the others with the pages that need them. A namespace not named here is
 * public. The server's own namespaces (mails, feeds) never reach the browser.
 */
export const TEXT_PARTS = {
  admin: (ns: string) => ns.startsWith('admin'),
  company: (ns: string) => ns === 'legal' || ns === 'company',
  blog: (ns: string) => ns === 'blog',
  account: (ns: string) => ns === 'booking' || ns === 'profile',
  vehicles: (ns: string) => ns === 'vehicles',
  flights: (ns: string) => ns === 'flights',
  trabzonHotels: (ns: string) => ns === 'trabzonHotels',
} as const;

export type TextPart = keyof typeof TEXT_PARTS | 'public';

export const TEXT_PART_NAMES = ['public', ...Object.keys(TEXT_PARTS)] as TextPart[];

/** Texts only the server writes with: mails and calendar events, feeds. */
export const SERVER_NAMESPACES: readonly string[] = ['mail', 'feeds'];

/** The part a namespace loads with; `null` for the server's own. */
export function partOf(namespace: string): TextPart | null {
  if (SERVER_NAMESPACES.includes(namespace)) return null;
  const named = (Object.keys(TEXT_PARTS) as (keyof typeof TEXT_PARTS)[]).find((part) =>
    TEXT_PARTS[part](namespace),
  );
  return named ?? 'public';
}
