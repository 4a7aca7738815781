import { addDays, todayIn } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../client.ts';
import { blogPostViews } from '../../schema/blog.ts';

type Referrer = 'direct' | 'search' | 'social' | 'internal' | 'other';

/** The same numbers on every seed: a small linear congruential generator. */
function sequence(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const LANGS: [Language, number][] = [
  ['tr', 0.44],
  ['en', 0.26],
  ['ar', 0.18],
  ['fr', 0.07],
  ['es', 0.05],
];
const REFERRERS: [Referrer, number][] = [
  ['search', 0.45],
  ['direct', 0.25],
  ['social', 0.15],
  ['internal', 0.1],
  ['other', 0.05],
];

function pick<T>(choices: [T, number][], r: number): T {
  let sum = 0;
  for (const [value, weight] of choices) {
    sum += weight;
    if (r < sum) return value;
  }
  return choices[0]?.[0] as T;
}

/**
 * Demo readers for the analytics page: for each public post, a few views a day over the last 60
 * days (more for featured posts and at weekends), in the blog's languages and from the usual
 * kinds of referrer. Visitors are placeholders (`demo-…`), as real ones are salted hashes.
 */
export async function seedBlogViews(
  tx: Db,
  posts: { id: string; status: string; publishedAt: Date | null; featured: boolean }[],
  opts: { now: Date; timeZone: string },
): Promise<number> {
  const today = todayIn(opts.timeZone, opts.now);
  const random = sequence(20_261_124);
  const rows: (typeof blogPostViews.$inferInsert)[] = [];
  for (const [index, post] of posts.entries()) {
    if (post.status !== 'published' || !post.publishedAt || post.publishedAt > opts.now) continue;
    const first = todayIn(opts.timeZone, post.publishedAt);
    for (let back = 59; back >= 0; back--) {
      const day = addDays(today, -back);
      if (day < first) continue;
      const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
      const base = (post.featured ? 9 : 3) + (weekend ? 3 : 0);
      const count = Math.round(base * (0.4 + random() * 1.2));
      for (let n = 0; n < count; n++) {
        rows.push({
          postId: post.id,
          day,
          visitor: `demo-${index}-${day}-${n}`,
          lang: pick(LANGS, random()),
          referrer: pick(REFERRERS, random()),
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(blogPostViews).values(rows.slice(i, i + 500));
  return rows.length;
}
