import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from '../../../lib/session/auth-dialog-store';
import { useShowLoginQuery } from '../hooks/use-show-login-query';
import { preloadForms } from './auth-form-loaders';

const loadModals = () => import('./auth-modals');
const AuthModals = lazy(() => loadModals().then((m) => ({ default: m.AuthModals })));

/**
 * Loads the dialog and its three forms ahead of need: when a visitor reaches for Log in or Sign
 * up, and in tests.
 */
export function preloadAuthForms(): Promise<unknown> {
  return Promise.all([loadModals(), preloadForms()]);
}

/**
 * Where the login, sign-up and password dialogs live in a layout. Their code loads the first time
 * one opens (or earlier, on intent: see `preloadAuthForms`), then stays mounted.
 */
export function AuthDialogHost() {
  useShowLoginQuery();
  const dialog = useAuthDialog();
  const [wanted, setWanted] = useState(false);
  if (dialog.mode !== null && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  ) : null;
}
