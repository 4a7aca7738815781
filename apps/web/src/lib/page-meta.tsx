import type { Language } from '@app/shared/i18n/languages';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useTranslation } from './use-translation';

/**
 * What a page tells crawlers and the browser tab about itself. The server reads it after rendering
 * and writes the head (title, description, canonical, Open Graph, Twitter, hreflang, JSON-LD) into
 * the HTML it sends; in the browser the title and description follow the page.
 */
export interface PageMetaData {
  /** The page's own title; the site's name is added after it. */
  title: string;
  description: string;
  /**
   * Path of the page, e.g. `/blog/post/uzungol`, without a language: the head gives each language
   * its own address (`?lang=`), the canonical of the one rendered, and the `hreflang` alternates
   * (`@app/shared/seo/page-address`). The server adds the site's origin.
   */
  canonicalPath?: string;
  /** The languages the page exists in (a post in fewer); all three by default. */
  languages?: readonly Language[];
  /** Path or absolute URL of the page's picture for link previews. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  keywords?: string[];
  article?: {
    publishedTime: string;
    modifiedTime: string;
    author: string;
    section?: string;
    tags: string[];
  };
  /** Structured data, e.g. a schema.org BlogPosting; written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
  /** Feeds to announce, e.g. the blog's RSS. */
  feeds?: { title: string; path: string }[];
  /** Crawlers should not index this page (search results, not-found). */
  noindex?: boolean;
  /** The HTTP status the server answers with, e.g. 404 for a post that is not public. */
  status?: number;
}

/** The full document title: the page's title and the site's name. */
export function fullTitle(title: string, appName: string): string {
  return title ? `${title} · ${appName}` : appName;
}

export interface PageMetaCollector {
  meta: PageMetaData | null;
}

const PageMetaContext = createContext<PageMetaCollector | null>(null);

/** Server rendering: collects what the rendered page declared (the deepest `PageMeta` wins). */
export function PageMetaProvider({
  collector,
  children,
}: {
  collector: PageMetaCollector;
  children: ReactNode;
}) {
  return <PageMetaContext.Provider value={collector}>{children}</PageMetaContext.Provider>;
}

function setMetaContent(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Declares the page's head. Renders nothing. */
export function PageMeta(props: PageMetaData) {
  const collector = useContext(PageMetaContext);
  const { t } = useTranslation('common');
  if (collector) collector.meta = props;
  const title = fullTitle(props.title, t('appName'));

  useEffect(() => {
    document.title = title;
    setMetaContent('description', props.description);
  }, [title, props.description]);

  return null;
}
