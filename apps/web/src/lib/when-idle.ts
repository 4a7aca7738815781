/** Runs `then` once the browser is idle (within three seconds at the latest), or at once where it cannot tell. */
export function whenIdle(then: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(then, { timeout: 3000 });
  else setTimeout(then, 0);
}
