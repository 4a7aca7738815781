import type { UserDto } from '@app/shared/auth/schemas';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ACCOUNT_FOCUS_ATTRIBUTE } from '../../lib/session/use-return-focus';
import { useTranslation } from '../../lib/use-translation';
import { MenuButton } from '../menu-button';

const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })),
);

/** Below the `sm` breakpoint: a burger opening a drawer with every header control. */
export function MobileNav({ user }: { user: UserDto | null }) {
  const { t } = useTranslation('layout');
  const [opened, { toggle, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A link was followed: the drawer has done its job (the focus belongs to the new page, see RouteFocus).
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every path change
  useEffect(() => close(), [pathname]);

  /** Escape, × or a tap beside it: the focus goes back to this button (also after the drawer's first opening). */
  const dismiss = () => {
    close();
    window.setTimeout(() => burgerRef.current?.focus(), 0);
  };

  return (
    <>
      <MenuButton
        ref={burgerRef}
        opened={opened}
        onClick={toggle}
        hiddenFrom="sm"
        aria-label={opened ? t('header.closeMenu') : t('header.openMenu')}
        aria-expanded={opened}
        aria-controls="mobile-nav-drawer"
        {...{ [ACCOUNT_FOCUS_ATTRIBUTE]: '' }}
      />
      {used ? (
        <Suspense fallback={null}>
          <MobileNavDrawer user={user} opened={opened} close={close} dismiss={dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}
