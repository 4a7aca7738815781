import type { Language } from '@app/shared/i18n/languages';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { darkModeColorSchemeManager } from '../app/color-scheme-manager';
import { contrastVariables } from '../app/contrast-variables';
import { initI18n } from '../lib/i18n';
import { theme } from '../lib/theme';

/**
 * Renders `routes` in a memory router at `path`, inside Mantine (test env, the app's `darkMode`
 * color scheme manager), a query client and i18n (English unless asked).
 */
export async function renderRoutes(routes: RouteObject[], path = '/', language: Language = 'en') {
  await initI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <MantineProvider
      theme={theme}
      env="test"
      colorSchemeManager={darkModeColorSchemeManager()}
      cssVariablesResolver={contrastVariables}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

export interface StubbedCall {
  url: URL;
  method: string;
  body: unknown;
  headers: Headers;
}

type StubReply = { status: number; body?: unknown };

/** Replaces `fetch`; errors go out as problem+json like the server's. Returns the recorded calls. */
export function stubFetch(reply: (call: StubbedCall) => StubReply | Promise<StubReply>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: StubbedCall = {
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const { status, body } = await reply(call);
    if (body === undefined) return new Response(null, { status });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
  });
  return calls;
}
