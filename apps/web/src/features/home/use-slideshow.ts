import { useCallback, useEffect, useRef, useState } from 'react';

export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_LOCK_MS = 500;

interface Options {
  /** Stops the timer (hovered, focused, paused by the visitor, or reduced motion). */
  paused: boolean;
  interval?: number;
  lock?: number;
}

/**
 * Which of `count` slides shows: moves on every `interval` ms unless paused; a change (by timer
 * or by the visitor) is ignored while the previous one is less than `lock` ms old.
 */
export function useSlideshow(
  count: number,
  { paused, interval = SLIDE_INTERVAL_MS, lock = SLIDE_LOCK_MS }: Options,
) {
  const [index, setIndex] = useState(0);
  const lastChange = useRef(0);

  const goTo = useCallback(
    (next: number) => {
      if (count < 2) return false;
      const now = Date.now();
      if (now - lastChange.current < lock) return false;
      lastChange.current = now;
      setIndex(((next % count) + count) % count);
      return true;
    },
    [count, lock],
  );

  // A shorter list (a slide's image failed) keeps the index in range.
  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => goTo(index + 1), interval);
    return () => window.clearTimeout(timer);
  }, [paused, count, index, interval, goTo]);

  return { index: count > 0 ? Math.min(index, count - 1) : 0, goTo };
}
