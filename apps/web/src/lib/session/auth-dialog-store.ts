import { useSyncExternalStore } from 'react';

export type AuthDialogMode = 'login' | 'register' | 'forgot' | null;

export interface AuthDialogState {
  mode: AuthDialogMode;
  /** The blog-admin variant: no logo or social buttons, a secure-login note, then /blog-admin. */
  variant: 'default' | 'blog-admin';
  /** Where to go after a successful login. */
  redirect: string | null;
}

let state: AuthDialogState = { mode: null, variant: 'default', redirect: null };
const listeners = new Set<() => void>();

/** Where the focus goes back when the dialog closes: what had it when the dialog opened. */
let returnFocus: HTMLElement | null = null;

function set(next: AuthDialogState) {
  state = next;
  for (const l of listeners) l();
}

export const authDialog = {
  open(mode: Exclude<AuthDialogMode, null>, options: Partial<Omit<AuthDialogState, 'mode'>> = {}) {
    if (state.mode === null) {
      const active = typeof document === 'undefined' ? null : document.activeElement;
      returnFocus = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    set({ mode, variant: options.variant ?? state.variant, redirect: options.redirect ?? state.redirect });
  },
  /** Switch between login, register and forgot without losing variant and redirect. */
  switchTo(mode: Exclude<AuthDialogMode, null>) {
    set({ ...state, mode });
  },
  close() {
    set({ mode: null, variant: 'default', redirect: null });
  },
  /** What had the focus when the dialog opened (once per opening). */
  takeReturnFocus(): HTMLElement | null {
    const target = returnFocus;
    returnFocus = null;
    return target;
  },
  getState: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(authDialog.subscribe, authDialog.getState, authDialog.getState);
}
