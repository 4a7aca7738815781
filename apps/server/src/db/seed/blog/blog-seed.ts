import { addDays, todayIn } from '@app/shared/common/dates';
import { slugify } from '@app/shared/common/slug';
import { zonedInstant } from '@app/shared/common/wall-clock';
import { eq } from 'drizzle-orm';
import { writePost } from '../../../modules/blog/post-writer.service.ts';
import type { Db } from '../../client.ts';
import { blogCategories, blogComments, blogTags } from '../../schema/blog.ts';
import { users } from '../../schema/users.ts';
import { BLOG_CATEGORIES } from './blog-categories-data.ts';
import { BLOG_COMMENTS } from './blog-comments-data.ts';
import type { PostSeed } from './blog-post-seed.ts';
import { BLOG_POSTS } from './blog-posts-data.ts';
import { BLOG_TAGS } from './blog-tags-data.ts';
import { seedBlogViews } from './blog-views-seed.ts';

const HOUR = 3_600_000;

export interface BlogSeedOptions {
  now: Date;
  timeZone: string;
  /** The account shown as the posts' author (the blog admin, or the admin in production). */
  authorId: string | null;
  authorName: string;
  /** The demo user, who wrote one of the comments. */
  demoUserId: string | null;
}

/** The post's publish time: 09:00 in the site's time zone, `daysAgo` days before today (after it when negative). */
function publishedAt(post: PostSeed, opts: BlogSeedOptions): Date | null {
  if (post.timing.status === 'draft') return null;
  const day = addDays(todayIn(opts.timeZone, opts.now), -post.timing.daysAgo);
  return zonedInstant(day, '09:00', opts.timeZone);
}

/**
 * The demo blog: five categories, fourteen posts in English, Turkish and Arabic (two on purpose in
 * one language only, six also in French and Spanish) spread over the last fourteen months, and
 * comments awaiting moderation or approved. Dates are relative to `now`. Runs inside the seed
 * transaction.
 */
export async function seedBlog(tx: Db, opts: BlogSeedOptions): Promise<void> {
  const categoryIds = new Map<string, string>();
  for (const c of BLOG_CATEGORIES) {
    const [row] = await tx
      .insert(blogCategories)
      .values({ slug: c.slug, name: c.name, description: c.description, createdAt: opts.now })
      .returning({ id: blogCategories.id });
    if (row) categoryIds.set(c.slug, row.id);
  }

  // The posts' tags with their spellings first: the posts are then found by them too.
  await tx.insert(blogTags).values(
    BLOG_TAGS.map((tag) => ({
      slug: slugify(tag.name),
      name: tag.name,
      nameLang: 'en' as const,
      names: tag.names,
      createdAt: opts.now,
    })),
  );

  const posts = new Map<
    string,
    { id: string; status: string; publishedAt: Date | null; featured: boolean }
  >();
  for (const post of BLOG_POSTS) {
    const at = publishedAt(post, opts);
    const { id } = await writePost(tx, {
      originalLang: post.originalLang,
      slug: post.slug,
      status: post.timing.status,
      featured: post.featured ?? false,
      allowComments: post.allowComments ?? true,
      featuredImage: `/images/blog/${post.slug}.svg`,
      categoryId: categoryIds.get(post.category) ?? null,
      tags: post.tags,
      publishedAt: at,
      authorId: opts.authorId,
      authorName: opts.authorName,
      translations: post.translations,
      // Written a few days before it went out; a scheduled post or a draft was written recently.
      now:
        at && at < opts.now ? new Date(at.getTime() - 72 * HOUR) : new Date(opts.now.getTime() - 48 * HOUR),
    });
    posts.set(post.slug, {
      id,
      status: post.timing.status,
      publishedAt: at,
      featured: post.featured ?? false,
    });
  }

  const [demoUser] = opts.demoUserId
    ? await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, opts.demoUserId))
    : [];
  for (const c of BLOG_COMMENTS) {
    const post = posts.get(c.post);
    if (!post?.publishedAt) continue;
    const latest = opts.now.getTime() - HOUR;
    const createdAt = new Date(Math.min(post.publishedAt.getTime() + c.afterHours * HOUR, latest));
    const author = c.demoUser && demoUser ? demoUser : null;
    await tx.insert(blogComments).values({
      postId: post.id,
      userId: author?.id ?? null,
      authorName: author?.name ?? c.name,
      authorEmail: author?.email ?? c.email,
      body: c.body,
      lang: c.lang,
      status: c.status,
      createdAt,
      approvedAt:
        c.status === 'approved'
          ? new Date(Math.min(createdAt.getTime() + 5 * HOUR, opts.now.getTime()))
          : null,
    });
  }
  await seedBlogViews(tx, [...posts.values()], { now: opts.now, timeZone: opts.timeZone });
}
