import type { ReferrerCategory } from '@app/shared/blog/schemas';

/** `name.tld`, `name.co.tld`, `name.com.tld`, `name.org`… with any subdomain before it. */
const byName = (names: string) =>
  new RegExp(`^(?:[^.]+\\.)*(?:${names})(?:\\.(?:com?|org|net))?\\.[a-z]{2,}$`);

const SEARCH = byName('google|bing|yandex|duckduckgo|yahoo|baidu|ecosia');
const SOCIAL = byName(
  'facebook|instagram|twitter|linkedin|pinterest|reddit|youtube|tiktok|whatsapp|telegram',
);
/** Short and single-letter hosts of the same networks. */
const SOCIAL_HOSTS = new Set([
  't.co',
  'x.com',
  't.me',
  'wa.me',
  'youtu.be',
  'lnkd.in',
  'fb.me',
  'pin.it',
  'redd.it',
]);

const hostnameOf = (value: string): string | null => {
  try {
    return new URL(value).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
};

const withoutWww = (host: string) => host.replace(/^www\./, '');

/**
 * Where a reader came from, as a category only: nothing of the address itself is kept.
 * `referrer` is the page's document.referrer; `host` the Host header of the request, so a link
 * from another page of this site counts as internal.
 */
export function referrerCategory(referrer: string | undefined, host: string | undefined): ReferrerCategory {
  const value = referrer?.trim() ?? '';
  if (!value) return 'direct';
  const from = hostnameOf(value);
  if (!from) return 'other';
  const own = host ? hostnameOf(`http://${host.trim()}`) : null;
  if (own && withoutWww(own) === withoutWww(from)) return 'internal';
  if (SEARCH.test(from)) return 'search';
  if (SOCIAL_HOSTS.has(withoutWww(from)) || SOCIAL.test(from)) return 'social';
  return 'other';
}
