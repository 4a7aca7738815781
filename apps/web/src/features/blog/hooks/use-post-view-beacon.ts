import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { whenIdle } from '../../../lib/when-idle';
import { sendPostView } from '../api/post-view';

/** Page views already counted, by history entry: a re-render or a second effect run sends nothing. */
const counted = new Set<string>();

/**
 * Counts one view of a post once it is on screen: once per page view (each visit through a link or
 * the address bar is one; re-renders, a language switch or React's double effects in development
 * are not), after the browser is idle, never while the server renders (effects do not run there).
 */
export function usePostViewBeacon(slug: string | undefined): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!slug) return;
    const id = `${key}|${slug}`;
    if (counted.has(id)) return;
    counted.add(id);
    const send = () => sendPostView(slug, { referrer: document.referrer, lang: currentLanguage() });
    whenIdle(send);
  }, [slug, key]);
}
