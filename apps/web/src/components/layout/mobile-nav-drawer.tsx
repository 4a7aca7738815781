import type { UserDto } from '@app/shared/auth/schemas';
import { Avatar, Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { accountLinks } from './account-links';
import { AuthButtons } from './auth-buttons';
import { LanguagePicker } from './language-picker';
import { isActivePath, MAIN_NAV, type NavItem } from './main-nav-links';
import { ThemeToggle } from './theme-toggle';
import { useLogout } from './use-logout';

/** The phone menu: every header control in a drawer (its code loads the first time it opens). */
export function MobileNavDrawer({
  user,
  opened,
  close,
  dismiss,
}: {
  user: UserDto | null;
  opened: boolean;
  /** Closes it as something in it is used (a link, Log in, Log out): what follows takes the focus. */
  close: () => void;
  /** Closes it when the visitor closes it (Escape, ×, a tap beside it): the menu button takes the focus. */
  dismiss: () => void;
}) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const logout = useLogout();

  const link = (item: NavItem) => (
    <NavLink
      key={item.to}
      component={Link}
      to={item.to}
      label={t(item.label)}
      leftSection={<item.icon size={20} aria-hidden="true" />}
      active={isActivePath(pathname, item.to, item.end)}
      aria-current={isActivePath(pathname, item.to, item.end) ? 'page' : undefined}
      py="sm"
    />
  );

  return (
    <Drawer
      id="mobile-nav-drawer"
      opened={opened}
      onClose={dismiss}
      returnFocus={false}
      // Mantine's sides are logical: `right` is the inline end, so Arabic opens from the left.
      position="right"
      size="min(360px, 88vw)"
      title={t('header.menuTitle')}
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
      hiddenFrom="sm"
    >
      <Stack gap="lg">
        <nav aria-label={t('nav.main')}>
          <Stack gap={2}>{MAIN_NAV.map(link)}</Stack>
        </nav>
        <Divider />
        <Stack gap="md">
          <LanguagePicker variant="segmented" />
          <ThemeToggle variant="switch" />
        </Stack>
        <Divider />
        {user ? (
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap">
              <Avatar
                src={user.profileImage || null}
                name={user.name}
                color="sea"
                variant="filled"
                alt=""
                aria-hidden
              />
              <Text fw={600}>{user.name}</Text>
            </Group>
            <Stack gap={2}>{accountLinks(user).map(link)}</Stack>
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={18} aria-hidden="true" />}
              onClick={() => {
                close();
                void logout();
              }}
            >
              {t('account.logout')}
            </Button>
          </Stack>
        ) : (
          <AuthButtons stacked onOpen={close} />
        )}
      </Stack>
    </Drawer>
  );
}
