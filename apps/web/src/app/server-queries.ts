import type { Query, QueryClient } from '@tanstack/react-query';

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? Boolean(enabled(query)) : enabled !== false;
}

/**
 * Queries a server rendering created and nobody has answered yet: the page asked for data its
 * route's loader did not fetch, so it is fetched and the page rendered again.
 */
export function unanswered(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
}
