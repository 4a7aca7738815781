import { directionOf } from '@app/shared/i18n/languages';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { currentLanguage } from '../lib/i18n';
import { darkModeColorSchemeManager } from './color-scheme-manager';
import { contrastVariables } from './contrast-variables';
import { LanguageSync } from './language-sync';
import { createQueryClient } from './query-client';
import { routes } from './router';
import { theme } from './theme';

const colorSchemeManager = darkModeColorSchemeManager();

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguage())} detectDirection={false}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={contrastVariables}
      >
        <LanguageSync>
          <Notifications position="top-center" zIndex={1000} />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </LanguageSync>
      </MantineProvider>
    </DirectionProvider>
  );
}
