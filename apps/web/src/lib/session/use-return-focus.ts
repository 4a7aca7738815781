import { useEffect, useRef } from 'react';
import { type AuthDialogMode, authDialog } from './auth-dialog-store';

/**
 * Marks the controls that stand in for a "Log in" button that is gone, or for an account menu that
 * is gone: the account menu, the header's "Log in" button, the phone menu button.
 */
export const ACCOUNT_FOCUS_ATTRIBUTE = 'data-account-focus';
/** How long (× 100 ms) to wait for the account control after the session changed. */
const ACCOUNT_WAIT_TRIES = 20;

function shown(element: HTMLElement | null): element is HTMLElement {
  if (!element?.isConnected) return false;
  if (element.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

const accountControls = () => [...document.querySelectorAll<HTMLElement>(`[${ACCOUNT_FOCUS_ATTRIBUTE}]`)];

/**
 * Focuses `first` if it is on screen, else the account control shown (the header's controls change
 * with the session and may show a moment later: the main content holds the focus until one does,
 * unless the visitor moved on meanwhile). Answers a function that stops waiting.
 */
export function focusAccountControl(first: HTMLElement | null = null): () => void {
  const pick = () => [first, ...accountControls()].find(shown) ?? null;
  const target = pick();
  if (target) {
    target.focus({ preventScroll: target !== first });
    return () => {};
  }
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
    return focusAccountControl(authDialog.takeReturnFocus());
  }, [mode]);
}
