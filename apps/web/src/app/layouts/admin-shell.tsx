import { ActionIcon, AppShell, Badge, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconArrowBackUp, IconLogout } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/layout/brand-logo';
import { LanguagePicker } from '../../components/layout/language-picker';
import { isActivePath } from '../../components/layout/main-nav-links';
import { NavigationProgress } from '../../components/layout/navigation-progress';
import { SkipLink } from '../../components/layout/skip-link';
import { ThemeToggle } from '../../components/layout/theme-toggle';
import { useLogout } from '../../components/layout/use-logout';
import { MenuButton } from '../../components/menu-button';
import { useSession } from '../../lib/session/session-store';
import { useTranslation } from '../../lib/use-translation';
import type { AdminNavItem } from './admin-nav';

interface AdminShellProps {
  /** Translated role label shown beside the logo, e.g. "Travel administrator". */
  roleLabel: string;
  nav: readonly AdminNavItem[];
}

/** The frame shared by the travel admin and the blog admin: header, collapsible sidebar, page. */
export function AdminShell({ roleLabel, nav }: AdminShellProps) {
  const { t } = useTranslation('admin');
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { user } = useSession();
  const logout = useLogout();
  const welcome = t('shell.welcome', { name: user?.name ?? '' });

  const burger = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile sidebar on every page change
  useEffect(() => close(), [pathname]);
  // Escape closes the phone's open sidebar and gives the focus back to its button.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    burger.current?.focus();
  });

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <SkipLink />
      <NavigationProgress />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <MenuButton
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              aria-label={opened ? t('shell.closeNav') : t('shell.openNav')}
              aria-expanded={opened}
              aria-controls="admin-sidebar"
            />
            <BrandLogo compact />
            <Badge variant="light" size="lg" visibleFrom="md">
              {roleLabel}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600} visibleFrom="md" me="xs">
              {welcome}
            </Text>
            <LanguagePicker />
            <ThemeToggle />
            <Button
              variant="default"
              leftSection={<IconLogout size={18} aria-hidden="true" />}
              onClick={() => void logout()}
              visibleFrom="sm"
            >
              {t('shell.logout')}
            </Button>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={40}
              hiddenFrom="sm"
              aria-label={t('shell.logout')}
              onClick={() => void logout()}
            >
              <IconLogout size={20} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="admin-sidebar" p="sm" aria-label={t('shell.navLabel')} component="nav">
        <AppShell.Section hiddenFrom="md" pb="sm">
          <Stack gap={4} px="xs">
            <Badge variant="light" size="lg">
              {roleLabel}
            </Badge>
            <Text size="sm" fw={600}>
              {welcome}
            </Text>
          </Stack>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={2}>
            {nav.map((item) => {
              const active = isActivePath(pathname, item.to, item.end);
              return (
                <NavLink
                  key={item.id}
                  component={Link}
                  to={item.to}
                  label={t(item.label)}
                  leftSection={<item.icon size={20} aria-hidden="true" />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="light"
                />
              );
            })}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <NavLink
            component={Link}
            to="/"
            label={t('shell.backToSite')}
            leftSection={<IconArrowBackUp size={20} aria-hidden="true" />}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
