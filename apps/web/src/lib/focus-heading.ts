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
 * After the element that had focus went away (a deleted row), puts focus on the page's heading,
 * or on the main region when the heading cannot take it. Runs after a closing dialog would
 * hand focus back, so that does not fall to the page's body.
 */
export function focusPageHeading() {
  setTimeout(() => {
    const main = document.getElementById('main-content');
    const heading = main?.querySelector<HTMLElement>('h1[tabindex="-1"]');
    (heading ?? main)?.focus();
  }, 0);
}
