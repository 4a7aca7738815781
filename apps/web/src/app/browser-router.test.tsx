import { act, render, screen } from '@testing-library/react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './browser-router';

/** Where the router keeps the scroll positions of the tab's history entries. */
const POSITIONS = 'react-router-scroll-positions';

const routes = [
  {
    Component: () => (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    children: [{ path: 'story', Component: () => <p>A long story</p> }],
  },
];

async function openStory() {
  const router = createAppRouter(routes);
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('A long story')).toBeInTheDocument();
  // The router's scroll restoration answers in a later render of its own: let it land.
  await act(async () => {});
  return router;
}

describe('createAppRouter', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  afterEach(() => {
    scrollTo.mockRestore();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('starts a page opened afresh at the top, not where another fresh page of the tab was left', async () => {
    // An earlier page of this tab, also opened afresh, was left 640 px down.
    window.sessionStorage.setItem(POSITIONS, JSON.stringify({ default: 640 }));
    window.history.replaceState(null, '', '/story');

    const router = await openStory();

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 640);
    expect(router.state.location.key).not.toBe('default');
    router.dispose();
  });

  it('gives each page opened afresh its own place in the history', async () => {
    window.history.replaceState(null, '', '/story');
    const first = await openStory();
    const firstKey = first.state.location.key;
    first.dispose();

    window.history.replaceState(null, '', '/story');
    const second = createAppRouter(routes);

    expect(second.state.location.key).not.toBe(firstKey);
    second.dispose();
  });

  it('brings a reloaded page back to where the reader was', async () => {
    window.history.replaceState({ usr: null, key: 'kept', idx: 0 }, '', '/story');
    window.sessionStorage.setItem(POSITIONS, JSON.stringify({ kept: 640 }));

    const router = await openStory();

    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    expect(router.state.location.key).toBe('kept');
    router.dispose();
  });
});
