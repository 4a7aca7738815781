import {
  type AdminBlogPostDto,
  type BlogPostInput,
  blogPostInput,
  type PostStatus,
} from '@app/shared/blog/schemas';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { LANGUAGE_PATTERN, perLanguage } from '@app/shared/i18n/per-language';
import { type FieldIssue, schemaIssues } from '../../../../lib/schema-issues';

export interface TranslationValues {
  title: string;
  excerpt: string;
  /** Editor HTML; '' when the editor is empty. */
  content: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
}

/** The editor's form: every language is present, empty ones are left out when sent. */
export interface PostFormValues {
  originalLang: Language;
  translations: Record<Language, TranslationValues>;
  slug: string;
  status: PostStatus;
  featured: boolean;
  allowComments: boolean;
  featuredImage: string;
  categoryId: string | null;
  tags: string[];
  /** `YYYY-MM-DDTHH:MM` on the site's clock, or ''. */
  publishAt: string;
}

export const TRANSLATION_FIELDS = [
  'title',
  'excerpt',
  'content',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
] as const;

export function emptyTranslation(): TranslationValues {
  return { title: '', excerpt: '', content: '', seoTitle: '', seoDescription: '', seoKeywords: [] };
}

export function emptyPostValues(originalLang: Language = 'en'): PostFormValues {
  return {
    originalLang,
    translations: perLanguage(emptyTranslation),
    slug: '',
    status: 'draft',
    featured: false,
    allowComments: true,
    featuredImage: '',
    categoryId: null,
    tags: [],
    publishAt: '',
  };
}

export function postValuesFromDto(post: AdminBlogPostDto): PostFormValues {
  const translation = (lang: Language): TranslationValues => {
    const t = post.translations[lang];
    return t
      ? {
          title: t.title,
          excerpt: t.excerpt,
          content: t.content,
          seoTitle: t.seoTitle,
          seoDescription: t.seoDescription,
          seoKeywords: [...t.seoKeywords],
        }
      : emptyTranslation();
  };
  return {
    originalLang: post.originalLang,
    translations: perLanguage(translation),
    slug: post.slug,
    status: post.status,
    featured: post.featured,
    allowComments: post.allowComments,
    featuredImage: post.featuredImage,
    categoryId: post.categoryId,
    tags: [...post.tags],
    publishAt: post.publishAt,
  };
}

/** The text of editor HTML, without tags. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether anything is written in a language (its tab says so). */
export function hasContent(t: TranslationValues): boolean {
  return Boolean(
    t.title.trim() ||
      t.excerpt.trim() ||
      plainText(t.content) ||
      /<img\b/i.test(t.content) ||
      t.seoTitle.trim() ||
      t.seoDescription.trim() ||
      t.seoKeywords.length > 0,
  );
}

/** What the API takes. A language with nothing written is left out. */
export function postInputFromValues(values: PostFormValues, expectedUpdatedAt?: string): BlogPostInput {
  const translations: BlogPostInput['translations'] = {};
  for (const lang of LANGUAGES) {
    const t = values.translations[lang];
    if (lang === values.originalLang || hasContent(t)) translations[lang] = { ...t };
  }
  return {
    originalLang: values.originalLang,
    translations,
    slug: values.slug.trim(),
    status: values.status,
    featured: values.featured,
    allowComments: values.allowComments,
    featuredImage: values.featuredImage,
    categoryId: values.categoryId,
    tags: values.tags,
    publishAt: values.publishAt,
    ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}),
  };
}

export type ParsedPost = { ok: true; input: BlogPostInput } | { ok: false; issues: FieldIssue[] };

/**
 * The shared rules (the server checks the same), plus one of the editor's own: a language with
 * text in it needs a title, or the server would leave that language out and its text would be lost.
 */
export function parsePostValues(values: PostFormValues, expectedUpdatedAt?: string): ParsedPost {
  const input = postInputFromValues(values, expectedUpdatedAt);
  const parsed = blogPostInput.safeParse(input);
  const issues = parsed.success ? [] : schemaIssues(parsed.error);
  for (const lang of LANGUAGES) {
    const t = values.translations[lang];
    const field = `translations.${lang}.title`;
    if (
      lang !== values.originalLang &&
      hasContent(t) &&
      !t.title.trim() &&
      !issues.some((i) => i.field === field)
    )
      issues.push({ field, code: 'required' });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, input };
}

const TRANSLATION_FIELD = new RegExp(`^translations\\.(${LANGUAGE_PATTERN})\\.`);

/** The language of a field such as `translations.ar.title`, if it has one. */
export function languageOfField(field: string): Language | null {
  const m = TRANSLATION_FIELD.exec(field);
  return m ? (m[1] as Language) : null;
}
