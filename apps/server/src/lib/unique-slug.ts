import { slugify } from './slug.ts';

/**
 * A free slug from `name` ("uzungol-lodge", then "uzungol-lodge-2", …) given a check of which
 * slugs are taken; `fallback` when the name has no Latin letters (an Arabic-only name).
 */
export async function freeSlug(
  name: string,
  fallback: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  const base = slugify(name) || fallback;
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}
