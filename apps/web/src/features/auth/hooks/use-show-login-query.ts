import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authDialog } from '../../../lib/session/auth-dialog-store';
import { useSession } from '../../../lib/session/session-store';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { REDIRECT_PARAM, SHOW_LOGIN_PARAM } from '../login-params';
import { safeRedirect } from '../utils/safe-redirect';

/** Spec: the dialog opens 500 ms after the page loads, so the page is seen first. */
export const SHOW_LOGIN_DELAY_MS = 500;

/**
 * `?showLogin=true` opens the login dialog, `?showLogin=blog-admin` its blog-admin variant;
 * `?redirect=/path` (or the stored pending route) is where a successful login leads.
 */
export function useShowLoginQuery() {
  const [params] = useSearchParams();
  const showLogin = params.get(SHOW_LOGIN_PARAM);
  const redirect = params.get(REDIRECT_PARAM);
  const { status } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (showLogin !== 'true' && showLogin !== 'blog-admin') return;
    // Already signed in: no dialog asking to log in again; the page asked for opens instead.
    if (status === 'authenticated') {
      const to = safeRedirect(redirect) ?? (showLogin === 'blog-admin' ? '/blog-admin' : null);
      if (to) void navigate(to, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => {
      if (authDialog.getState().mode !== null) return;
      authDialog.open('login', {
        variant: showLogin === 'blog-admin' ? 'blog-admin' : 'default',
        redirect: safeRedirect(redirect) ?? safeRedirect(readStorage(STORAGE_KEYS.pendingRoute)),
      });
    }, SHOW_LOGIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [showLogin, redirect, status, navigate]);
}
