import { Avatar, Box, Container, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../../lib/session/session-store';
import { useTranslation } from '../../lib/use-translation';
import { AuthButtons } from './auth-buttons';
import { BrandLogo } from './brand-logo';
import { LanguagePicker } from './language-picker';
import { MAIN_NAV } from './main-nav-links';
import { MobileNav } from './mobile-nav';
import classes from './site-header.module.css';
import { ThemeToggle } from './theme-toggle';
import { usePublicSettings } from './use-public-settings';

// The account menu (and its popover code) loads only for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export function SiteHeader() {
  const { t } = useTranslation('layout');
  const { status, user } = useSession();
  const { data: settings } = usePublicSettings();
  const signedIn = status !== 'anonymous' && user !== null;

  return (
    <Box component="header" className={classes.header}>
      {settings?.licenseNumber ? (
        <Box className={classes.strip} visibleFrom="md">
          <Container size="xl">
            <Text size="xs" className={classes.stripText}>
              <span>{t('header.licence', { number: settings.licenseNumber })}</span>
              {settings.address ? <span>{settings.address}</span> : null}
              {settings.phone ? (
                <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {settings.phone}
                </a>
              ) : null}
            </Text>
          </Container>
        </Box>
      ) : null}
      <Container size="xl" className={classes.bar}>
        <BrandLogo />
        <Group gap="xs" wrap="nowrap" visibleFrom="sm">
          <LanguagePicker />
          <ThemeToggle />
          {signedIn ? (
            <Suspense
              fallback={<Avatar name={user.name} color="sea" variant="filled" size="md" aria-hidden />}
            >
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <AuthButtons />
          )}
        </Group>
        <MobileNav user={signedIn ? user : null} />
      </Container>
      <Box component="nav" aria-label={t('nav.main')} className={classes.nav} visibleFrom="sm">
        <Container size="xl">
          <ul className={classes.navList}>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={classes.navLink}>
                  <item.icon size={18} stroke={1.75} aria-hidden="true" />
                  <span>{t(item.label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </Container>
      </Box>
    </Box>
  );
}
