import { z } from 'zod';
import { text } from '../common/text-field.ts';
import type { Language } from '../i18n/languages.ts';
import { nameIn } from '../i18n/localized.ts';
import { perLanguage } from '../i18n/per-language.ts';

export type { AdminBlogTagDto } from './admin-responses.ts';
export type { BlogTagDto, BlogTagRefDto } from './responses.ts';

/**
 * Blog tags: a tag keeps its name as first written (in `nameLang`) and may have its own spelling
 * in each language (`hiking` is `yürüyüş` in Turkish, `Trabzon` is `طرابزون` in Arabic). A reader
 * sees the spelling of their language, else the name.
 */

/** The longest spelling of a tag in one language. */
export const BLOG_TAG_NAME_MAX = 60;

export type TagSpellings = Record<Language, string>;

/** A tag as its stored parts. */
export interface TagNaming {
  name: string;
  nameLang: Language;
  names: Partial<TagSpellings>;
}

const spelling = text(BLOG_TAG_NAME_MAX).default('');

/** PUT /api/blog-admin/tags/:id — the spellings; an empty one shows the name. */
export const blogTagNamesInput = z.object({
  names: z.object(perLanguage(() => spelling)),
});
export type BlogTagNamesInput = z.input<typeof blogTagNamesInput>;

/** The tag's name for a reader of `lang`, and the language that name is written in. */
export function tagNameIn(tag: TagNaming, lang: Language): { name: string; lang: Language } {
  const name = nameIn(tag.name, tag.names, lang);
  return { name, lang: tag.names[lang]?.trim() ? lang : tag.nameLang };
}

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

/**
 * The language a new tag's name is taken to be in: Arabic script is Arabic; Latin letters typed
 * on a post written in Arabic are taken as English (a place name, say); otherwise the post's own
 * language.
 */
export function tagNameLanguage(name: string, postLang: Language): Language {
  if (ARABIC_SCRIPT.test(name)) return 'ar';
  return postLang === 'ar' ? 'en' : postLang;
}
