import { type Language, textSearchConfig } from '@app/shared/i18n/languages';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts, blogPostTags, blogPostTranslations, blogTags } from '../../db/schema/blog.ts';
import { foldForSearch } from '../../lib/text-fold.ts';
import { slugFamily } from '../../lib/unique-slug.ts';

type PostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'authorId' | 'authorName' | 'createdAt'>;
/** What a translation is found by: its title, tags, excerpt and text. */
export interface SearchParts {
  title: string;
  excerpt: string;
  plainText: string;
  tags: string[];
}

type TranslationValues = Omit<typeof blogPostTranslations.$inferInsert, 'postId' | 'search'> & {
  lang: Language;
  searchTags: string[];
};

/**
 * The tsvector of one translation: its language's stems, weighted title (A), tags and excerpt (B),
 * content (D), plus the same parts folded through the `simple` configuration, so a search matches
 * stems and also whole or prefix words whatever their Turkish case or Arabic diacritics.
 */
function searchVectorSql(lang: Language, parts: SearchParts): SQL {
  const config = sql.raw(`'${textSearchConfig(lang)}'::regconfig`);
  const weighted: [string, 'A' | 'B' | 'D'][] = [
    [parts.title, 'A'],
    [parts.tags.join(' '), 'B'],
    [parts.excerpt, 'B'],
    [parts.plainText, 'D'],
  ];
  const stemmed = weighted.map(
    ([text, weight]) => sql`setweight(to_tsvector(${config}, ${text}::text), ${sql.raw(`'${weight}'`)})`,
  );
  const folded = weighted.map(
    ([text, weight]) =>
      sql`setweight(to_tsvector('simple'::regconfig, ${foldForSearch(text)}::text), ${sql.raw(`'${weight}'`)})`,
  );
  return sql.join([...stemmed, ...folded], sql` || `);
}

/** The writes of a post, each inside the caller's transaction `tx`. */
export function postWriterRepository(tx: Db) {
  return {
    /** The slugs in use that are `base` or `base-…` (one query; see lib/unique-slug.ts). */
    async slugsFrom(base: string, exceptId?: string): Promise<string[]> {
      const rows = await tx
        .select({ id: blogPosts.id, slug: blogPosts.slug })
        .from(blogPosts)
        .where(slugFamily(blogPosts.slug, base));
      return rows.filter((row) => row.id !== exceptId).map((row) => row.slug);
    },

    async slugInUse(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(
          exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug),
        )
        .limit(1);
      return !!row;
    },

    /** The post's `updated_at`, its row locked until the transaction ends. */
    async lockPost(id: string): Promise<Date | undefined> {
      const [current] = await tx
        .select({ updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for('update');
      return current?.updatedAt;
    },

    async updatePost(id: string, values: PostValues): Promise<void> {
      await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id));
    },

    async insertPost(
      values: PostValues & { authorId: string | null; authorName: string; createdAt: Date },
    ): Promise<string | undefined> {
      const [row] = await tx.insert(blogPosts).values(values).returning({ id: blogPosts.id });
      return row?.id;
    },

    /**
     * The tags by slug, created first when new; read FOR SHARE: a change of their spellings waits
     * for this transaction, or this one waits for it and reads the new spellings.
     */
    async ensureTags(tags: { slug: string; name: string; nameLang: Language }[]) {
      await tx.insert(blogTags).values(tags).onConflictDoNothing({ target: blogTags.slug });
      return tx
        .select({ id: blogTags.id, slug: blogTags.slug, name: blogTags.name, names: blogTags.names })
        .from(blogTags)
        .where(
          inArray(
            blogTags.slug,
            tags.map((t) => t.slug),
          ),
        )
        .for('share');
    },

    async replaceTagLinks(postId: string, tagIds: string[]): Promise<void> {
      await tx.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
      if (tagIds.length) await tx.insert(blogPostTags).values(tagIds.map((tagId) => ({ postId, tagId })));
    },

    async replaceTranslations(postId: string, rows: TranslationValues[]): Promise<void> {
      await tx.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, postId));
      await tx.insert(blogPostTranslations).values(
        rows.map(({ searchTags, ...t }) => ({
          postId,
          ...t,
          search: searchVectorSql(t.lang, {
            title: t.title,
            excerpt: t.excerpt ?? '',
            plainText: t.plainText ?? '',
            tags: searchTags,
          }),
        })),
      );
    },

    /** What the search vectors of these posts' translations are computed from. */
    async searchSources(postIds: string[]) {
      const translations = await tx
        .select({
          postId: blogPostTranslations.postId,
          lang: blogPostTranslations.lang,
          title: blogPostTranslations.title,
          excerpt: blogPostTranslations.excerpt,
          plainText: blogPostTranslations.plainText,
        })
        .from(blogPostTranslations)
        .where(inArray(blogPostTranslations.postId, postIds));
      const tags = await tx
        .select({ postId: blogPostTags.postId, name: blogTags.name, names: blogTags.names })
        .from(blogPostTags)
        .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
        .where(inArray(blogPostTags.postId, postIds));
      return { translations, tags };
    },

    async setSearch(postId: string, lang: Language, parts: SearchParts): Promise<void> {
      await tx
        .update(blogPostTranslations)
        .set({ search: searchVectorSql(lang, parts) })
        .where(and(eq(blogPostTranslations.postId, postId), eq(blogPostTranslations.lang, lang)));
    },
  };
}
