/**
 * Names the post a page shows, on its article: a page sent light (where the app's beacon hook does
 * not run) counts its view from there.
 */
export const POST_VIEW_ATTRIBUTE = 'data-post-view';

/**
 * Counts one view of a post: sent after the page is shown and not waited for; `keepalive` lets it
 * finish when the reader leaves at once. A failure changes nothing for the reader. It needs nothing
 * else of the app: a page sent light sends it without loading React.
 */
export function sendPostView(slug: string, body: { referrer: string; lang: string }): void {
  try {
    void fetch(`/api/blog/posts/${encodeURIComponent(slug)}/views?lang=${encodeURIComponent(body.lang)}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // counting is best effort
  }
}
