import { Button, Group, Stack } from '@mantine/core';
import { authDialog } from '../../lib/session/auth-dialog-store';
import { ACCOUNT_FOCUS_ATTRIBUTE } from '../../lib/session/use-return-focus';
import { useTranslation } from '../../lib/use-translation';
import { useAuthDialogPreload } from './auth-dialog-preload';

interface AuthButtonsProps {
  /** Stack full-width buttons (mobile drawer) instead of a row. */
  stacked?: boolean;
  /** Runs before the dialog opens, e.g. to close the drawer. */
  onOpen?: () => void;
}

/** "Log in" and "Sign up" for visitors. */
export function AuthButtons({ stacked = false, onOpen }: AuthButtonsProps) {
  const { t } = useTranslation('layout');
  const preload = useAuthDialogPreload();
  const open = (mode: 'login' | 'register') => {
    onOpen?.();
    authDialog.open(mode);
  };
  // The forms load as soon as the visitor reaches for a button, so the dialog opens ready.
  const intent = { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
  const buttons = (
    <>
      <Button
        variant="default"
        onClick={() => open('login')}
        fullWidth={stacked}
        {...intent}
        // The header's button takes the focus after logging out (the phone menu's is out of sight then).
        {...(stacked ? {} : { [ACCOUNT_FOCUS_ATTRIBUTE]: '' })}
      >
        {t('header.login')}
      </Button>
      <Button onClick={() => open('register')} fullWidth={stacked} {...intent}>
        {t('header.signup')}
      </Button>
    </>
  );
  return stacked ? (
    <Stack gap="xs">{buttons}</Stack>
  ) : (
    <Group gap="xs" wrap="nowrap">
      {buttons}
    </Group>
  );
}
