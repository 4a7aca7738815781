import { useEffect, useRef } from 'react';
import { type AuthDialogMode, authDialog } from '../auth-dialog-store';

/** Marks the controls that stand in for a "Log in" button that is gone (the account menu, the phone menu button). */
export const ACCOUNT_FOCUS_ATTRIBUTE = 'data-account-focus';
/** How long (× 100 ms) to wait for the account menu after logging in. */
const ACCOUNT_WAIT_TRIES = 20;

function shown(element: HTMLElement | null): element is HTMLElement {
  if (!element?.isConnected) return false;
  if (element.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * When the auth dialog closes the focus goes back to what opened it. When that is gone or hidden
 * (the "Log in" button after logging in, or one in the phone menu, which has closed), to the account
 * menu or the phone menu button (once it shows), else to the page's main content, never to nowhere.
 */
export function useReturnFocus(mode: AuthDialogMode) {
  const previous = useRef(mode);
  useEffect(() => {
    const wasOpen = previous.current !== null;
    previous.current = mode;
    if (mode !== null || !wasOpen) return;
    const opener = authDialog.takeReturnFocus();
    const pick = () =>
      [opener, ...document.querySelectorAll<HTMLElement>(`[${ACCOUNT_FOCUS_ATTRIBUTE}]`)].find(shown) ?? null;
    const target = pick();
    if (target) {
      target.focus({ preventScroll: target !== opener });
      return;
    }
    // After logging in, the account menu shows a moment later (its code loads then): the main
    // content holds the focus until it does, unless the visitor moved on meanwhile.
    const main = document.getElementById('main-content');
    main?.focus({ preventScroll: true });
    const waiting = () => document.activeElement === main || document.activeElement === document.body;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      const late = waiting() ? pick() : null;
      if (late) late.focus({ preventScroll: true });
      if (late || !waiting() || tries >= ACCOUNT_WAIT_TRIES) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, [mode]);
}
