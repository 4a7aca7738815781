import type { BlogTranslationInput, PostStatus } from '@app/shared/blog/schemas';
import { type TagSpellings, tagNameLanguage } from '@app/shared/blog/tags';
import { slugify } from '@app/shared/common/slug';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { firstFreeSlug } from '../../lib/unique-slug.ts';
import { htmlToPlainText, sanitizePostHtml } from './post-content.ts';
import { postWriterRepository } from './post-writer.repository.ts';

/** Everything a post is made of, as the editor, an import or the demo seed provides it. */
export interface PostWrite {
  originalLang: Language;
  /** '' = generated from the title in the post's own language (the next free `-2`, `-3`…). */
  slug: string;
  status: PostStatus;
  featured: boolean;
  allowComments: boolean;
  featuredImage: string;
  categoryId: string | null;
  /** Tag names; unknown ones are created. */
  tags: string[];
  publishedAt: Date | null;
  authorId: string | null;
  authorName: string;
  /** A language whose title is empty is left out (and removed from an existing post). */
  translations: Partial<Record<Language, BlogTranslationInput>>;
  /** The time of the change (created_at on a new post, updated_at always); the current time by default. */
  now?: Date;
  /** When editing: the `updated_at` the author loaded; a later one stored answers 409 post_changed. */
  expectedUpdatedAt?: Date;
}

const slugTaken = () => new AppError(409, 'conflict', { errors: [{ field: 'slug', code: 'slug_taken' }] });

interface CleanTranslation {
  lang: Language;
  title: string;
  excerpt: string;
  content: string;
  plainText: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
}

function cleanTranslations(write: PostWrite): CleanTranslation[] {
  const out: CleanTranslation[] = [];
  for (const lang of LANGUAGES) {
    const t = write.translations[lang];
    const title = t?.title.trim() ?? '';
    if (!t || !title) continue;
    const content = sanitizePostHtml(t.content);
    out.push({
      lang,
      title,
      excerpt: t.excerpt.trim(),
      content,
      plainText: htmlToPlainText(content),
      seoTitle: t.seoTitle.trim(),
      seoDescription: t.seoDescription.trim(),
      seoKeywords: [...new Set(t.seoKeywords.map((k) => k.trim()).filter(Boolean))],
    });
  }
  if (!out.some((t) => t.lang === write.originalLang)) {
    throw new AppError(400, 'validation_failed', {
      errors: [{ field: `translations.${write.originalLang}.title`, code: 'required' }],
    });
  }
  return out;
}

async function chooseSlug(
  tx: Db,
  write: PostWrite,
  translations: CleanTranslation[],
  exceptId?: string,
): Promise<string> {
  const explicit = write.slug.trim();
  if (explicit) {
    if (await postWriterRepository(tx).slugInUse(explicit, exceptId)) throw slugTaken();
    return explicit;
  }
  // The own language's title first; a title of punctuation only falls back to another language.
  const own = translations.find((t) => t.lang === write.originalLang);
  const base = [own, ...translations].map((t) => (t ? slugify(t.title) : '')).find(Boolean) || 'post';
  return firstFreeSlug(base, await postWriterRepository(tx).slugsFrom(base, exceptId));
}

interface PostTag {
  id: string;
  name: string;
  names: Partial<TagSpellings>;
}

/**
 * The tags named, created when new (one per slug; the name taken to be in the post's language), in
 * the order given (see postWriterRepository.ensureTags for the locking).
 */
async function ensureTags(tx: Db, names: string[], postLang: Language): Promise<PostTag[]> {
  const wanted = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim();
    const slug = slugify(name);
    if (slug && !wanted.has(slug)) wanted.set(slug, name);
  }
  if (!wanted.size) return [];
  const rows = await postWriterRepository(tx).ensureTags(
    [...wanted].map(([slug, name]) => ({ slug, name, nameLang: tagNameLanguage(name, postLang) })),
  );
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return [...wanted.keys()].flatMap((slug) => bySlug.get(slug) ?? []);
}

/** What a translation in `lang` is found by from its tags: each tag's name and its spelling in `lang`. */
export function tagWords(tags: Pick<PostTag, 'name' | 'names'>[], lang: Language): string[] {
  const words = new Set<string>();
  for (const tag of tags) {
    words.add(tag.name);
    const spelling = tag.names[lang]?.trim();
    if (spelling) words.add(spelling);
  }
  return [...words];
}

/**
 * Computes the search vectors of these posts' translations again from what is stored (after a
 * tag's spellings changed). Call it inside the transaction that made the change.
 */
export async function rebuildSearchVectors(tx: Db, postIds: string[]): Promise<void> {
  if (postIds.length === 0) return;
  const repo = postWriterRepository(tx);
  const { translations, tags } = await repo.searchSources(postIds);
  for (const t of translations) {
    await repo.setSearch(t.postId, t.lang, {
      title: t.title,
      excerpt: t.excerpt,
      plainText: t.plainText,
      tags: tagWords(
        tags.filter((tag) => tag.postId === t.postId),
        t.lang,
      ),
    });
  }
}

/**
 * Creates a post, or replaces one whole (`existingId`), in one transaction: the post row, its
 * translations (content sanitized, plain text and search vector computed with the tags' names and
 * their spellings in the translation's language) and its tag links. A slug given explicitly that
 * another post uses answers 409 `slug_taken`.
 */
export async function writePost(
  db: Db,
  write: PostWrite,
  existingId?: string,
): Promise<{ id: string; slug: string }> {
  const now = write.now ?? new Date();
  const translations = cleanTranslations(write);
  try {
    return await db.transaction(async (tx) => {
      const repo = postWriterRepository(tx);
      if (existingId) {
        const updatedAt = await repo.lockPost(existingId);
        if (!updatedAt) throw new AppError(404, 'not_found');
        if (write.expectedUpdatedAt && updatedAt.getTime() > write.expectedUpdatedAt.getTime())
          throw new AppError(409, 'post_changed');
      }
      const slug = await chooseSlug(tx, write, translations, existingId);
      const values = {
        slug,
        originalLang: write.originalLang,
        status: write.status,
        featured: write.featured,
        allowComments: write.allowComments,
        featuredImage: write.featuredImage,
        categoryId: write.categoryId,
        publishedAt: write.publishedAt,
        updatedAt: now,
      };
      let id = existingId;
      if (id) {
        await repo.updatePost(id, values);
      } else {
        id = await repo.insertPost({
          ...values,
          authorId: write.authorId,
          authorName: write.authorName,
          createdAt: now,
        });
        if (!id) throw new AppError(500, 'internal_error');
      }
      const postId = id;

      const tags = await ensureTags(tx, write.tags, write.originalLang);
      await repo.replaceTagLinks(
        postId,
        tags.map((tag) => tag.id),
      );
      await repo.replaceTranslations(
        postId,
        translations.map((t) => ({ ...t, searchTags: tagWords(tags, t.lang) })),
      );
      return { id: postId, slug };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'blog_posts_slug_key')) throw slugTaken();
    throw error;
  }
}
