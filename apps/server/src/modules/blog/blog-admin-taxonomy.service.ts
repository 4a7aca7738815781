import type { AdminBlogCategoryDto, blogCategoryInput } from '@app/shared/blog/schemas';
import type { AdminBlogTagDto, TagSpellings } from '@app/shared/blog/tags';
import type { Language } from '@app/shared/i18n/languages';
import { everyLanguage } from '@app/shared/i18n/per-language';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { freeSlug } from '../../lib/unique-slug.ts';
import { blogAdminTaxonomyRepository, type CategoryRow } from './blog-admin-taxonomy.repository.ts';
import { rebuildSearchVectors } from './post-writer.service.ts';

type CategoryInput = z.infer<typeof blogCategoryInput>;

const slugTaken = () => new AppError(409, 'conflict', { errors: [{ field: 'slug', code: 'slug_taken' }] });

async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'blog_categories_slug_key')) throw slugTaken();
    throw error;
  }
}

/**
 * Categories (create, rename, delete — their posts become uncategorised), and tags: the picker's
 * list and each tag's spelling per language.
 */
export function blogAdminTaxonomyService(db: Db) {
  const repo = blogAdminTaxonomyRepository(db);

  async function categoryDto(id: string): Promise<AdminBlogCategoryDto> {
    const row = await repo.category(id);
    if (!row) throw new AppError(404, 'not_found');
    return toCategoryDto(row.category, row.postCount);
  }

  /** The slug given (409 when another category has it), else the next free one from the English name. */
  async function slugFor(body: CategoryInput, exceptId?: string): Promise<string> {
    if (body.slug) {
      if (await repo.categorySlugInUse(body.slug, exceptId)) throw slugTaken();
      return body.slug;
    }
    return freeSlug(body.name.en, 'category', (base) => repo.categorySlugsFrom(base, exceptId));
  }

  return {
    /** One category (404 when there is none). */
    category: categoryDto,

    /** One tag (404 when there is none). */
    async tag(id: string): Promise<AdminBlogTagDto> {
      const row = await repo.tag(id);
      if (!row) throw new AppError(404, 'not_found');
      return toTagDto(row);
    },

    async categories() {
      return (await repo.categories()).map((row) => toCategoryDto(row.category, row.postCount));
    },

    async createCategory(body: CategoryInput) {
      const slug = await slugFor(body);
      const id = await uniqueSlug(() =>
        repo.insertCategory({ slug, name: body.name, description: body.description }),
      );
      if (!id) throw new AppError(500, 'internal_error');
      return categoryDto(id);
    },

    async updateCategory(id: string, body: CategoryInput) {
      const slug = await slugFor(body, id);
      const found = await uniqueSlug(() =>
        repo.updateCategory(id, { slug, name: body.name, description: body.description }),
      );
      if (!found) throw new AppError(404, 'not_found');
      return categoryDto(id);
    },

    async removeCategory(id: string) {
      if (!(await repo.removeCategory(id))) throw new AppError(404, 'not_found');
    },

    async tags(q: string | undefined, limit: number): Promise<AdminBlogTagDto[]> {
      return (await repo.tags(q, limit)).map(toTagDto);
    },

    /**
     * A tag's spellings. The posts carrying it are found by the new spellings at once: their search
     * vectors are computed again in the same transaction.
     */
    async setTagNames(id: string, names: TagSpellings): Promise<AdminBlogTagDto> {
      await db.transaction(async (tx) => {
        const postIds = await blogAdminTaxonomyRepository(tx).setTagNames(id, names);
        if (!postIds) throw new AppError(404, 'not_found');
        await rebuildSearchVectors(tx, postIds);
      });
      const row = await repo.tag(id);
      if (!row) throw new AppError(404, 'not_found');
      return toTagDto(row);
    },
  };
}

function toTagDto(t: {
  id: string;
  slug: string;
  name: string;
  nameLang: Language;
  names: Partial<TagSpellings>;
  postCount: number;
}): AdminBlogTagDto {
  return {
    _id: t.id,
    slug: t.slug,
    name: t.name,
    nameLang: t.nameLang,
    names: everyLanguage(t.names),
    postCount: Number(t.postCount),
  };
}

function toCategoryDto(c: CategoryRow, postCount: number): AdminBlogCategoryDto {
  return {
    _id: c.id,
    slug: c.slug,
    name: everyLanguage(c.name),
    description: everyLanguage(c.description),
    postCount: Number(postCount),
  };
}
