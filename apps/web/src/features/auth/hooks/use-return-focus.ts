import { useEffect, useRef } from 'react';
import { type AuthDialogMode, authDialog } from '../auth-dialog-store';

/** Marks the controls that stand in for a "Log in" button that is gone (the account menu, the phone menu button). */
export const ACCOUNT_FOCUS_ATTRIBUTE = 'data-account-focus';

function shown(element: HTMLElement | null): element is HTMLElement {
  if (!element?.isConnected) return false;
  if (element.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * When the auth dialog closes the focus goes back to what opened it. When that is gone or hidden
 * (the "Log in" button after logging in, or one in the phone menu, which has closed), to the account
 * menu or the phone menu button, else to the page's main content, never to nowhere.
 */
export function useReturnFocus(mode: AuthDialogMode) {
  const previous = useRef(mode);
  useEffect(() => {
    const wasOpen = previous.current !== null;
    previous.current = mode;
    if (mode !== null || !wasOpen) return;
    const opener = authDialog.takeReturnFocus();
    const target =
      [opener, ...document.querySelectorAll<HTMLElement>(`[${ACCOUNT_FOCUS_ATTRIBUTE}]`)].find(shown) ??
      document.getElementById('main-content');
    target?.focus({ preventScroll: !shown(opener) });
  }, [mode]);
}
