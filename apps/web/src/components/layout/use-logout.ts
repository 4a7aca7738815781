import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { session } from '../../lib/session/session-store';
import { focusAccountControl } from '../../lib/session/use-return-focus';
import { useTranslation } from '../../lib/use-translation';

/** Paths that need a session: leave them before the session ends so no login prompt follows. */
const PRIVATE_PATH = /^\/(profile|bookings|admin|blog-admin)(\/|$)/;

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { t } = useTranslation('layout');

  return useCallback(async () => {
    const leaving = PRIVATE_PATH.test(pathname);
    if (leaving) await navigate('/', { replace: true });
    await session.logout();
    // Staying on the page, the focus goes to the header's "Log in" (or the menu button), not to nowhere.
    // (Once the header has swapped the account menu for it.)
    if (!leaving) window.setTimeout(() => focusAccountControl(), 50);
    // The next person on this device must not see the previous user's data.
    queryClient.removeQueries({ type: 'inactive' });
    await queryClient.resetQueries({ type: 'active' });
    notify({ message: t('account.loggedOut'), color: 'sea' });
  }, [navigate, pathname, queryClient, t]);
}
