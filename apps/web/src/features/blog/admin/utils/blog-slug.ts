import { SLUG_PATTERN, slugify } from '@app/shared/common/slug';

/** The longest address the API takes. */
export const BLOG_SLUG_MAX = 160;

/** What an admin typed into the slug field, made valid by the server's rules (spaces → hyphens, …). */
export function cleanSlug(value: string): string {
  return slugify(value);
}

export function isValidSlug(value: string): boolean {
  return value === '' || SLUG_PATTERN.test(value);
}
