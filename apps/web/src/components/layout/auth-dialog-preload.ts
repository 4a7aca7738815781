import { createContext, useContext } from 'react';

/**
 * Loads the login and sign-up dialog ahead of need, when a visitor reaches for Log in or Sign up.
 * The dialog belongs to the auth feature, so the app's layout provides the loader; without one the
 * dialog still opens, only its code loads on the click.
 */
export const AuthDialogPreload = createContext<() => void>(() => {});

export function useAuthDialogPreload(): () => void {
  return useContext(AuthDialogPreload);
}
