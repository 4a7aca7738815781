import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/layout/brand-logo';
import { LanguagePicker } from '../../components/layout/language-picker';
import { NavigationProgress } from '../../components/layout/navigation-progress';
import { SkipLink } from '../../components/layout/skip-link';
import { ThemeToggle } from '../../components/layout/theme-toggle';
import { AuthDialogHost } from '../../features/auth/components/auth-dialog-host';
import { useTranslation } from '../../lib/use-translation';
import classes from './blog-layout.module.css';

/** The blog has its own quiet frame: no site header or footer, just a slim bar. */
export function BlogLayout() {
  const { t } = useTranslation('layout');
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      <Box component="header" className={classes.bar}>
        <Container size="lg" className={classes.inner}>
          <Group gap="md" wrap="nowrap">
            <BrandLogo compact />
            <Anchor component={Link} to="/blog" fw={700} className={classes.blogLink}>
              {t('blogBar.label')}
            </Anchor>
          </Group>
          <Group gap={4} wrap="nowrap">
            <LanguagePicker />
            <ThemeToggle />
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} mih="70vh" style={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Box component="footer">
        <Container size="lg" py="xl">
          <Anchor component={Link} to="/" size="sm">
            {t('blogBar.backToSite')}
          </Anchor>
        </Container>
      </Box>
      <AuthDialogHost />
    </>
  );
}
