import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Navigation state asking the next page to put focus on its heading (e.g. after a delete). */
export const FOCUS_HEADING = { focusHeading: true } as const;

function wantsHeading(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { focusHeading?: unknown }).focusHeading === true
  );
}

/**
 * A ref for a page's heading (give it `tabIndex={-1}`): it takes the focus when the page was
 * reached with `FOCUS_HEADING`, so keyboard and screen-reader users land on the page they were sent to.
 */
export function useFocusHeadingOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { state, key } = useLocation();
  const focus = wantsHeading(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (location key)
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [key]);
  return ref;
}

/**
 * Puts focus on the page's heading (or the main region when the heading cannot take it): where a
 * keyboard user is best placed once the element they were on went away (a deleted row).
 */
export function focusPageHeading() {
  const main = document.getElementById('main-content');
  const heading = (main ?? document).querySelector<HTMLElement>('h1[tabindex="-1"]');
  (heading ?? main)?.focus();
}
