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

function set(next: AuthDialogState) {
  state = next;
  for (const l of listeners) l();
}

export const authDialog = {
  open(mode: Exclude<AuthDialogMode, null>, options: Partial<Omit<AuthDialogState, 'mode'>> = {}) {
    set({ mode, variant: options.variant ?? state.variant, redirect: options.redirect ?? state.redirect });
  },
  /** Switch between login, register and forgot without losing variant and redirect. */
  switchTo(mode: Exclude<AuthDialogMode, null>) {
    set({ ...state, mode });
  },
  close() {
    set({ mode: null, variant: 'default', redirect: null });
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
