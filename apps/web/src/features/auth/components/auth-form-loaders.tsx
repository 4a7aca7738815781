import { type ComponentType, lazy } from 'react';

/**
 * A form loaded apart from the page (with the validation library it uses): shown at once when
 * already loaded, else through Suspense.
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const fetchOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await fetchOnce() }));
  const Form = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return { Form, preload: fetchOnce };
}

const login = deferred(() => import('./login-modal').then((m) => m.LoginModal));
const register = deferred(() => import('./register-modal').then((m) => m.RegisterModal));
const forgot = deferred(() => import('./forgot-password-modal').then((m) => m.ForgotPasswordModal));
export const LoginModal = login.Form;
export const RegisterModal = register.Form;
export const ForgotPasswordModal = forgot.Form;

/** Loads the three forms ahead of need (the dialog around them: `preloadAuthForms`). */
export function preloadForms(): Promise<unknown> {
  return Promise.all([login.preload(), register.preload(), forgot.preload()]);
}
