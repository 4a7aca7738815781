import type { Paginated } from '@app/shared/common/pagination';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DEBOUNCE_MS = 300;

/** A page number from the URL: a whole number from 1, else 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A searchable list's query, kept in the URL: `q`, `page` and the page's own filters (read from
 * `params`). `update` changes keys (an empty value removes one) without a new history entry; the
 * search box's text reaches `q` once typing pauses, and follows the URL on back and forward. `clear`
 * empties the search and the named filters (a "Clear filters" button).
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = readPage(params.get('page'));
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const update = (change: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  // The typed search reaches the URL (and the server) once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced value starts a search
  useEffect(() => {
    if (debounced !== q) update({ q: debounced, page: null });
  }, [debounced]);

  // Back and forward may change the URL's search: the box follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL only
  useEffect(() => {
    if (q !== debounced) setSearch(q);
  }, [q]);

  /** Empties the search box and removes the search, the page and the given filters from the URL. */
  const clear = (...filters: string[]) => {
    setSearch('');
    update({ q: null, page: null, ...Object.fromEntries(filters.map((key) => [key, null])) });
  };

  return { params, q, page, search, setSearch, update, clear };
}

/**
 * A page past the end (its last item was deleted, or an old link): go to the last page there is.
 * `update` is `useListQuery`'s.
 */
export function useStayWithinPages(
  list: { data?: Paginated<unknown>; isPlaceholderData: boolean },
  page: number,
  update: (change: Record<string, string | null>) => void,
) {
  const data = list.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: react to a new answer only
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.data.length === 0 && data.total > 0 && page > 1)
      update({ page: data.totalPages > 1 ? String(data.totalPages) : null });
  }, [data]);
}
