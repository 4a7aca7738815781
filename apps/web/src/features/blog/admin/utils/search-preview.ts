import { cutAtWord } from '@app/shared/common/text';

/** About where a search result cuts a title and a description. */
export const PREVIEW_TITLE_MAX = 60;
export const PREVIEW_DESCRIPTION_MAX = 160;

export interface SearchPreview {
  title: string;
  url: string;
  description: string;
}

/**
 * How a search engine would likely show the post: the SEO title (else the title), the address,
 * and the SEO description (else the excerpt, else the start of the text), cut at a word with "…".
 */
export function searchPreview(input: {
  origin: string;
  slug: string;
  title: string;
  seoTitle: string;
  seoDescription: string;
  excerpt: string;
  text: string;
}): SearchPreview {
  const title = (input.seoTitle.trim() || input.title.trim()).replace(/\s+/g, ' ');
  const description = (input.seoDescription.trim() || input.excerpt.trim() || input.text.trim()).replace(
    /\s+/g,
    ' ',
  );
  return {
    title: cutAtWord(title, PREVIEW_TITLE_MAX),
    url: `${input.origin}/blog/post/${input.slug}`,
    description: cutAtWord(description, PREVIEW_DESCRIPTION_MAX),
  };
}
