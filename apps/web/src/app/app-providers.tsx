import { directionOf } from '@app/shared/i18n/languages';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentLanguage } from '../lib/i18n';
import { darkModeColorSchemeManager } from './color-scheme-manager';
import { contrastVariables } from './contrast-variables';
import { LanguageSync } from './language-sync';
import { NotificationsHost } from './notifications-host';
import { theme } from './theme';

const colorSchemeManager = darkModeColorSchemeManager();

/** What every page sits in, in the browser and when the server renders it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguage())} detectDirection={false}>
      <MantineProvider
        theme={theme}
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
