import { type ReactNode, Suspense, use, useEffect } from 'react';
import { isNearScreen, whenNear } from '../lib/when-near';

/**
 * Below-the-fold parts of a server-rendered page become live when they come near the screen,
 * not all at once on load: the page's first hydration is smaller, and a reader scrolling down
 * meets parts that are already live. Only the first hydration waits; in a page the browser
 * renders itself, children render at once.
 */
let hydrating = false;

/** Set while the browser hydrates the server's page (see `start-app.tsx`). */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

const waits = new Map<string, Promise<void>>();

function nearScreen(id: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const element = document.getElementById(id);
      whenNear(element ? [element] : [], resolve);
    });
    waits.set(id, wait);
  }
  return wait;
}

const live = new Set<string>();
let waiter: { ids: Set<string>; resolve: () => void } | null = null;

function markLive(id: string): void {
  live.add(id);
  if (waiter && [...waiter.ids].every((waiting) => live.has(waiting))) {
    waiter.resolve();
    waiter = null;
  }
}

/**
 * Resolves once every part near the screen is live: the page takes clicks and input everywhere a
 * reader can reach without scrolling.
 */
export function afterPartsNearScreenLive(): Promise<void> {
  const ids = [...document.querySelectorAll('[data-hydrate-when-visible]')]
    .filter(isNearScreen)
    .map((element) => element.id)
    .filter((id) => !live.has(id));
  if (ids.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    waiter = { ids: new Set(ids), resolve };
  });
}

function Live({ id }: { id: string }) {
  useEffect(() => markLive(id), [id]);
  return null;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (hydrating && typeof window !== 'undefined') use(nearScreen(id));
  return (
    <>
      {children}
      <Live id={id} />
    </>
  );
}

export function HydrateWhenVisible({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} data-hydrate-when-visible="">
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
