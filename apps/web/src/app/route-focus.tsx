import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (code or data still loading) before we stop waiting. */
const HEADING_WAIT_MS = 3000;
const FIELD = 'input, textarea, select, [contenteditable="true"]';

function mainContent(): HTMLElement | null {
  return document.getElementById('main-content');
}

function heading(main: HTMLElement | null): HTMLElement | null {
  return (main ?? document).querySelector<HTMLElement>('h1');
}

function focusHeading(h1: HTMLElement): void {
  if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
  h1.dataset.routeFocus = '';
  h1.focus({ preventScroll: true });
}

/**
 * After a move to another page the focus goes to the new page's main heading (read out by screen
 * readers, and the next Tab starts from there), else to the main content; never on the first load
 * or when only the query changes (filters, tabs, pages of a list). While the page still loads, the
 * main content holds the focus and the heading takes it as soon as it shows, unless the visitor
 * moved on meanwhile. A page that put the focus into one of its fields keeps it there.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (hash) return;
    const main = mainContent();
    const active = document.activeElement;
    if (main && active instanceof HTMLElement && main.contains(active) && active.matches(FIELD)) return;

    const h1 = heading(main);
    if (h1) {
      focusHeading(h1);
      return;
    }
    const holder = main ?? document.body;
    holder.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      const late = heading(main);
      if (!late) return;
      stop();
      if (document.activeElement === holder || document.activeElement === document.body) focusHeading(late);
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main ?? document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);

  return null;
}
