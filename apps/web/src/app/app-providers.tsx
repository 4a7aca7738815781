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

/** What every page sits in, in the browser and when the server renders it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const localized = useLocalizedTheme();
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguage())} detectDirection={false}>
      <MantineProvider
        theme={localized}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={contrastVariables}
      >
        <LanguageSync>
          <NotificationsHost />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </LanguageSync>
      </MantineProvider>
    </DirectionProvider>
  );
}
