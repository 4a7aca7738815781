import { createHash, randomBytes } from 'node:crypto';
import { type ReferrerCategory, viewInput } from '@app/shared/blog/schemas';
import { addDays, todayIn } from '@app/shared/common/dates';
import type { Language } from '@app/shared/i18n/languages';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { blogPostViews, blogViewSalts } from '../../db/schema/blog.ts';
import { AppError } from '../../lib/app-error.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';
import { blogRepository } from './blog.repository.ts';
import { referrerCategory } from './referrer.ts';

/**
 * The salt of a day's visitor hashes: created by the first view of the day (the first writer
 * wins when two race), and salts older than yesterday deleted, so yesterday's hashes can no
 * longer be linked to anyone.
 */
async function fetchSalt(db: Db, day: string): Promise<string> {
  await db
    .insert(blogViewSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: blogViewSalts.salt })
    .from(blogViewSalts)
    .where(eq(blogViewSalts.day, day));
  await db.delete(blogViewSalts).where(lt(blogViewSalts.day, addDays(day, -1)));
  if (!row) throw new Error('view salt missing');
  return row.salt;
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
  await db
    .insert(blogPostViews)
    .values({
      postId: view.postId,
      day: view.day,
      visitor: visitorHash(salt, view.ip, view.userAgent),
      lang: view.lang,
      referrer: view.referrer,
    })
    .onConflictDoNothing();
}

const slugParams = z.object({ slug: z.string().trim().min(1).max(160) });

/**
 * POST /blog/posts/:slug/views, sent by a post's page once it is shown: 204 whether or not the
 * visitor was already counted today. Neither the address nor the referring page is kept.
 */
export async function blogViewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config } = app.deps;
  const repo = blogRepository(database.db);

  r.post(
    '/blog/posts/:slug/views',
    {
      schema: {
        tags: ['blog'],
        params: slugParams,
        body: viewInput.nullish(),
        response: responses({ 204: noContent }),
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const post = await repo.publicPostBySlug(request.params.slug, now);
      if (!post) throw new AppError(404, 'not_found');
      await recordView(database.db, {
        postId: post.id,
        day: todayIn(config.BUSINESS_TIMEZONE, now),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        lang: request.body?.lang ?? request.lang,
        referrer: referrerCategory(request.body?.referrer, request.headers.host),
      });
      return reply.code(204).send(null);
    },
  );
}
