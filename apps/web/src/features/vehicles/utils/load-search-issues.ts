let loading: Promise<typeof import('./search-issues')> | null = null;

/**
 * The search's checks (`search-issues.ts`), loaded once: the shared schema, and zod with it, arrive
 * after the search form is alive rather than with it, so a reader's first touch waits for less.
 */
export function loadSearchIssues() {
  loading ??= import('./search-issues');
  return loading;
}
