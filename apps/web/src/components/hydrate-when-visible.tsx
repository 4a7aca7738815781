import { type ReactNode, Suspense, use } from 'react';

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
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '50% 0px' },
      );
      observer.observe(element);
    });
    waits.set(id, wait);
  }
  return wait;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (hydrating && typeof window !== 'undefined') use(nearScreen(id));
  return children;
}

export function HydrateWhenVisible({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
