import { canManageBlog } from '@app/shared/auth/rules';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingState } from '../components/states/loading-state';
import { useSession } from '../lib/session/session-store';
import { STORAGE_KEYS, writeStorage } from '../lib/storage';
import { AccessDenied } from './access-denied';

/**
 * Route guards, spec section 6. They spare people a page they cannot use; the server
 * enforces every rule on its own.
 */

type LoginVariant = 'true' | 'blog-admin';

/** `/?showLogin=<variant>&redirect=<path>`: the auth dialog opens itself from these. */
export function loginPromptPath(variant: LoginVariant, redirect: string): string {
  return `/?${new URLSearchParams({ showLogin: variant, redirect }).toString()}`;
}

function useFullPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

interface GuardRedirectProps {
  to: string;
  /** Saved as `pendingRoute` so the login can come back here. */
  pendingRoute?: string;
  loginType?: 'blog-admin';
}

/** Stores what the login needs, then replaces the history entry (Back does not loop). */
function GuardRedirect({ to, pendingRoute, loginType }: GuardRedirectProps) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (pendingRoute) writeStorage(STORAGE_KEYS.pendingRoute, pendingRoute);
    if (loginType) writeStorage(STORAGE_KEYS.loginType, loginType);
    void navigate(to, { replace: true });
  }, [navigate, to, pendingRoute, loginType]);
  return null;
}

/** After a deliberate logout a private page leads to the plain home page, not to a login prompt. */
const AFTER_LOGOUT = <GuardRedirect to="/" />;

/** Login-required routes: /profile, /bookings, /bookings/:id. */
export function RequireAuth() {
  const { status, user, loggedOut } = useSession();
  const path = useFullPath();
  if (status === 'loading') return <LoadingState fullHeight />;
  if (loggedOut) return AFTER_LOGOUT;
  if (!user || status === 'anonymous') {
    return <GuardRedirect to={loginPromptPath('true', path)} pendingRoute={path} />;
  }
  return <Outlet />;
}

/** /admin/*: a visitor is asked to log in; a signed-in non-admin is told this area is not theirs. */
export function RequireAdmin() {
  const { status, user, loggedOut } = useSession();
  const path = useFullPath();
  if (status === 'loading') return <LoadingState fullHeight />;
  if (loggedOut) return AFTER_LOGOUT;
  if (!user || status === 'anonymous') {
    return <GuardRedirect to={loginPromptPath('true', path)} pendingRoute={path} />;
  }
  if (user.role !== 'admin') return <AccessDenied area="admin" user={user} />;
  return <Outlet />;
}

/**
 * /blog-admin/*: admin, blog-admin or a user with the blog permission. A visitor gets the
 * blog-admin login; a signed-in account without blog access is told this area is not theirs.
 */
export function RequireBlogAdmin() {
  const { status, user, loggedOut } = useSession();
  const path = useFullPath();
  if (status === 'loading') return <LoadingState fullHeight />;
  if (loggedOut) return AFTER_LOGOUT;
  if (status === 'anonymous' || !user) {
    return (
      <GuardRedirect to={loginPromptPath('blog-admin', path)} pendingRoute={path} loginType="blog-admin" />
    );
  }
  if (!canManageBlog(user)) return <AccessDenied area="blogAdmin" user={user} />;
  return <Outlet />;
}
