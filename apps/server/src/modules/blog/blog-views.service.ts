import { createHash, randomBytes } from 'node:crypto';
import type { ReferrerCategory } from '@app/shared/blog/schemas';
import { addDays, todayIn } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { blogRepository } from './blog.repository.ts';
import { blogViewsRepository } from './blog-views.repository.ts';
import { referrerCategory } from './referrer.ts';

/**
 * The salt of a day's visitor hashes: created by the first view of the day, and salts older than
 * yesterday deleted, so yesterday's hashes can no longer be linked to anyone.
 */
async function fetchSalt(db: Db, day: string): Promise<string> {
  const salt = await blogViewsRepository(db).daySalt(
    day,
    randomBytes(32).toString('base64url'),
    addDays(day, -1),
  );
  if (!salt) throw new Error('view salt missing');
  return salt;
}

/** The day's salt, asked of the database once a day per process (every process gets the same one). */
const known = new WeakMap<Db, { day: string; salt: Promise<string> }>();
function saltOf(db: Db, day: string): Promise<string> {
  const kept = known.get(db);
  if (kept?.day === day) return kept.salt;
  const salt = fetchSalt(db, day);
  known.set(db, { day, salt });
  salt.catch(() => known.delete(db));
  return salt;
}

/** A visitor of one day: the address and browser hashed with the day's salt, never stored as such. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex');
}

/** Counts a view once per post, day (in the site's time zone) and visitor. */
export async function recordView(
  db: Db,
  view: {
    postId: string;
    day: string;
    ip: string;
    userAgent: string;
    lang: Language;
    referrer: ReferrerCategory;
  },
): Promise<void> {
  const salt = await saltOf(db, view.day);
  await blogViewsRepository(db).insertView({
    postId: view.postId,
    day: view.day,
    visitor: visitorHash(salt, view.ip, view.userAgent),
    lang: view.lang,
    referrer: view.referrer,
  });
}

/** Views of public posts. Neither the address nor the referring page is kept. */
export function blogViewsService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db, clock, timeZone } = deps;
  const repo = blogRepository(db);
  return {
    async record(
      slug: string,
      visit: {
        ip: string;
        userAgent: string;
        lang: Language;
        referrer: string | undefined;
        host: string | undefined;
      },
    ): Promise<void> {
      const now = clock.now();
      const post = await repo.publicPostBySlug(slug, now);
      if (!post) throw new AppError(404, 'not_found');
      await recordView(db, {
        postId: post.id,
        day: todayIn(timeZone, now),
        ip: visit.ip,
        userAgent: visit.userAgent,
        lang: visit.lang,
        referrer: referrerCategory(visit.referrer, visit.host),
      });
    },
  };
}
