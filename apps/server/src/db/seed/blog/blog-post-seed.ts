import type { Language } from '@app/shared/i18n/languages';

export interface PostTranslationSeed {
  title: string;
  excerpt: string;
  /** HTML: h2, p, ul, blockquote, links to our own pages, pictures from /images/blog. */
  content: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
}

/**
 * When a demo post goes public, relative to the day the seed runs: `daysAgo` below zero is a
 * post scheduled for later.
 */
export type PostTiming =
  | { status: 'published'; daysAgo: number }
  | { status: 'archived'; daysAgo: number }
  | { status: 'draft' };

export interface PostSeed {
  slug: string;
  originalLang: Language;
  category: string;
  tags: string[];
  timing: PostTiming;
  featured?: boolean;
  allowComments?: boolean;
  translations: Partial<Record<Language, PostTranslationSeed>>;
}
