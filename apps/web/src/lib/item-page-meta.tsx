import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { PageMeta, type PageMetaData } from './page-meta';

interface ItemPageMetaProps<T> {
  /** The item's query (a hotel, a tour, a restaurant), the one its page shows. */
  query: UseQueryResult<T>;
  meta: (item: T) => PageMetaData;
  /** What a page of an item that does not exist is called. */
  notFound: { title: string; description: string };
}

/**
 * The head of an item's page: the item's own, or a not-found page's (404, not indexed). Declared by
 * the page itself, beside the island that shows the item: an island's render is not the page's.
 */
export function ItemPageMeta<T>({ query, meta, notFound }: ItemPageMetaProps<T>) {
  if (query.data) return <PageMeta {...meta(query.data)} />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <PageMeta {...notFound} noindex status={404} />;
  }
  return null;
}
