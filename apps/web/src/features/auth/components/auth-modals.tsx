import { Center, Loader, Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useCallback, useState } from 'react';
import {
  type AuthDialogMode,
  type AuthDialogState,
  authDialog,
  useAuthDialog,
} from '../../../lib/session/auth-dialog-store';
import { useReturnFocus } from '../../../lib/session/use-return-focus';
import { useTranslation } from '../../../lib/use-translation';
import { useLoginNavigation } from '../hooks/use-login-navigation';
import { useShowLoginQuery } from '../hooks/use-show-login-query';
import { ForgotPasswordModal, LoginModal, RegisterModal } from './auth-form-loaders';

type OpenMode = Exclude<AuthDialogMode, null>;

/**
 * The one auth dialog of the app (login, register, forgot password), driven by the auth dialog
 * store and by `?showLogin=`. Rendered once inside each layout that has a router.
 */
export function AuthModals() {
  const { t } = useTranslation('auth');
  const dialog = useAuthDialog();
  const { afterLogin, clearLoginQuery } = useLoginNavigation();
  const theme = useMantineTheme();
  const fullScreen = useMediaQuery(`(width < ${theme.breakpoints.sm})`) ?? false;
  useShowLoginQuery();
  useReturnFocus(dialog.mode);

  /** The email typed in one view follows to the next (login → forgot, register → login). */
  const [email, setEmail] = useState('');
  // Keep the last view while the dialog animates out, so it does not go blank.
  const [shown, setShown] = useState<Pick<AuthDialogState, 'variant'> & { mode: OpenMode }>({
    mode: 'login',
    variant: 'default',
  });
  if (dialog.mode !== null && (dialog.mode !== shown.mode || dialog.variant !== shown.variant)) {
    setShown({ mode: dialog.mode, variant: dialog.variant });
  }

  const switchTo = useCallback((mode: OpenMode, nextEmail: string) => {
    setEmail(nextEmail);
    authDialog.switchTo(mode);
  }, []);

  const dismiss = useCallback(() => {
    authDialog.close();
    setEmail('');
    clearLoginQuery();
  }, [clearLoginQuery]);

  const loggedIn = useCallback(() => {
    const state = authDialog.getState();
    authDialog.close();
    setEmail('');
    afterLogin(state);
  }, [afterLogin]);

  /** Signing the new account in failed (rare: the login view follows with the email filled in). */
  const registered = useCallback((registeredEmail: string) => {
    // The visitor may have closed the dialog during the 2 s pause: then nothing reopens.
    if (authDialog.getState().mode !== 'register') return;
    setEmail(registeredEmail);
    authDialog.switchTo('login');
  }, []);

  const title =
    shown.mode === 'register'
      ? t('register.title')
      : shown.mode === 'forgot'
        ? t('forgot.title')
        : shown.variant === 'blog-admin'
          ? t('login.adminTitle')
          : t('login.title');

  return (
    <Modal
      opened={dialog.mode !== null}
      onClose={dismiss}
      title={title}
      fullScreen={fullScreen}
      radius={fullScreen ? 0 : 'lg'}
      size="md"
      padding="lg"
      centered
      // Focus goes back by `useReturnFocus`, which knows what to do when the opener is gone.
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('close'), size: 'lg' }}
      styles={{ title: { fontWeight: 700, fontSize: theme.fontSizes.xl } }}
    >
      <Suspense
        fallback={
          <Center py="xl">
            <Loader role="status" aria-label={t('loading')} />
          </Center>
        }
      >
        {shown.mode === 'login' ? (
          <LoginModal
            variant={shown.variant}
            initialEmail={email}
            onLoggedIn={loggedIn}
            onForgotPassword={(value) => switchTo('forgot', value)}
            onSwitchToRegister={(value) => switchTo('register', value)}
          />
        ) : null}
        {shown.mode === 'register' ? (
          <RegisterModal
            initialEmail={email}
            onSignedIn={loggedIn}
            onRegistered={registered}
            onSwitchToLogin={(value) => switchTo('login', value)}
          />
        ) : null}
        {shown.mode === 'forgot' ? (
          <ForgotPasswordModal initialEmail={email} onBackToLogin={(value) => switchTo('login', value)} />
        ) : null}
      </Suspense>
    </Modal>
  );
}
