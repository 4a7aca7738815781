import { directionOf } from '@app/shared/i18n/languages';
import { DirectionProvider, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { currentLanguage } from '../lib/i18n';
import { theme } from '../lib/theme';
import { useTranslation } from '../lib/use-translation';
import { darkModeColorSchemeManager } from './color-scheme-manager';
import { contrastVariables } from './contrast-variables';
import { LanguageSync } from './language-sync';
import { NotificationsHost } from './notifications-host';

const colorSchemeManager = darkModeColorSchemeManager();

/**
 * The theme with the texts Mantine shows itself: the × of every dialog and drawer is named
 * "Close" in the reader's language unless the dialog names it more precisely.
 */
export function useLocalizedTheme() {
  const { t } = useTranslation('common');
  const close = t('actions.close');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          ModalCloseButton: { defaultProps: { 'aria-label': close } },
          DrawerCloseButton: { defaultProps: { 'aria-label': close } },
        },
      }),
    [close],
  );
}

/** Whether the page's head already holds the theme's styles (the server put them there). */
const themeStylesInHead = () =>
  typeof document !== 'undefined' && document.head.querySelector('style[data-mantine-styles]') !== null;

interface AppProvidersProps {
  queryClient: QueryClient;
  /**
   * The theme's styles are in the document's head (`themeStylesMarkup`), so Mantine does not render
   * them into the body; by default, whether the head has them (not in development, where the page
   * comes from the dev server).
   */
  stylesInHead?: boolean;
  /** Where notifications show; off in the islands of a page sent light, which share one host. */
  notifications?: boolean;
  children: ReactNode;
}

/**
 * What every page sits in, in the browser and when the server renders it. Responsive style props
 * give hoisted, de-duplicated `<style>` elements (React puts them in the head), never `<style>` in
 * the body.
 */
export function AppProviders({
  queryClient,
  stylesInHead = themeStylesInHead(),
  notifications = true,
  children,
}: AppProvidersProps) {
  const localized = useLocalizedTheme();
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguage())} detectDirection={false}>
      <MantineProvider
        theme={localized}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={contrastVariables}
        withCssVariables={!stylesInHead}
        withGlobalClasses={!stylesInHead}
        deduplicateInlineStyles
      >
        <LanguageSync>
          {notifications ? <NotificationsHost /> : null}
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </LanguageSync>
      </MantineProvider>
    </DirectionProvider>
  );
}
