import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthDialogState } from '../../../lib/session/auth-dialog-store';
import { readStorage, removeStorage, STORAGE_KEYS } from '../../../lib/storage';
import { REDIRECT_PARAM, SHOW_LOGIN_PARAM } from '../login-params';
import { loginDestination } from '../utils/safe-redirect';

/** What happens to the address bar and the page when the login dialog closes or succeeds. */
export function useLoginNavigation() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();

  /** Drops showLogin and redirect so a reload or Back does not open the dialog again. */
  const clearLoginQuery = useCallback(() => {
    if (!params.has(SHOW_LOGIN_PARAM) && !params.has(REDIRECT_PARAM)) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(SHOW_LOGIN_PARAM);
        next.delete(REDIRECT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const afterLogin = useCallback(
    (dialog: Pick<AuthDialogState, 'variant' | 'redirect'>) => {
      const target = loginDestination(dialog.variant, [
        dialog.redirect,
        params.get(REDIRECT_PARAM),
        readStorage(STORAGE_KEYS.pendingRoute),
      ]);
      removeStorage(STORAGE_KEYS.pendingRoute);
      removeStorage(STORAGE_KEYS.loginType);
      if (target) void navigate(target, { replace: params.has(SHOW_LOGIN_PARAM) });
      else clearLoginQuery();
    },
    [navigate, params, clearLoginQuery],
  );

  return { afterLogin, clearLoginQuery };
}
