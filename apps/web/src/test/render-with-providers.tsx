import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { preloadAuthForms } from '../features/auth/components/auth-dialog-host';
import { initI18n } from '../lib/i18n';
import { theme } from '../lib/theme';

/** Renders `ui` at `route` (matched by `path`) inside Mantine, a query client, English i18n and a memory router. */
export async function renderWithProviders(ui: ReactNode, { route = '/', path = '*' } = {}) {
  await initI18n('en');
  await preloadAuthForms();
  const router = createMemoryRouter(
    [{ path, element: ui }, ...(path === '*' ? [] : [{ path: '*', element: <p>other page</p> }])],
    { initialEntries: [route] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

export interface FetchCall {
  url: URL;
  method: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * Stubs `fetch`: `reply` answers each call; every call is recorded with its parsed URL and JSON body.
 * Error answers are sent as problem+json, like the server does.
 */
export function mockFetch(reply: (call: FetchCall) => Reply) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FetchCall = {
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status, body, headers = {} } = reply(call);
    if (body === undefined) return new Response(null, { status, headers });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type, ...headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function problem(status: number, code: string, title: string, errors?: unknown[]) {
  return { type: `about:blank#${code}`, title, status, code, ...(errors ? { errors } : {}) };
}
