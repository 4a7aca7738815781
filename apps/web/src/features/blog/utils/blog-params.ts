import { SEARCH_QUERY_MAX } from './limits';

/** The page number in a list address (`?page=3`); anything else is the first page. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1;
}

/** The same address on another page of the list: `page` is left out for the first one. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The search words of `?q=`, trimmed; empty when there are none. */
export function searchQueryOf(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
}
