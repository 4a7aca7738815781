import { BLOG_SLUG_PATTERN } from '@app/shared/blog/schemas';
import { blogSlugify } from '@app/shared/blog/slug';

/** The longest address the API takes. */
export const BLOG_SLUG_MAX = 160;

/** What an admin typed into the slug field, made valid by the server's rules (spaces → hyphens, …). */
export function cleanSlug(value: string): string {
  return blogSlugify(value);
}

export function isValidSlug(value: string): boolean {
  return value === '' || BLOG_SLUG_PATTERN.test(value);
}
