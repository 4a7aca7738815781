import { useCallback, useEffect, useRef, useState } from 'react';

export const AUTOSAVE_DELAY_MS = 3000;

/** What one save attempt came to; `skipped` when there was nothing it could do. */
export type SaveOutcome = 'saved' | 'invalid' | 'conflict' | 'failed' | 'skipped';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'invalid' }
  | { state: 'conflict' }
  | { state: 'failed' };

interface AutosaveOptions {
  /** Saving on its own is allowed (a draft, no conflict pending). */
  enabled: boolean;
  /** There is something not saved yet. */
  dirty: boolean;
  /** Changes with every edit: each one restarts the wait. */
  changeKey: unknown;
  /** Saves what the form holds now. Calls are never run side by side. */
  save: (mode: 'auto' | 'manual') => Promise<SaveOutcome>;
  delay?: number;
}

/**
 * Saves `delay` ms after the last change while enabled, and runs manual saves through the same
 * queue, so two saves of one post never race (the second would look like someone else's change).
 */
export function useAutosave({ enabled, dirty, changeKey, save, delay = AUTOSAVE_DELAY_MS }: AutosaveOptions) {
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const [again, setAgain] = useState(0);
  const running = useRef(false);
  const queued = useRef(false);
  const latestSave = useRef(save);
  latestSave.current = save;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const run = useCallback((mode: 'auto' | 'manual'): Promise<SaveOutcome | 'busy'> => {
    if (mode === 'auto' && running.current) {
      // An autosave arriving during a save waits for it, then looks again.
      queued.current = true;
      return Promise.resolve('busy');
    }
    // A manual save waits for the one running, then saves what the form holds by then.
    const next = chain.current.then(async () => {
      running.current = true;
      setStatus({ state: 'saving' });
      let outcome: SaveOutcome;
      try {
        outcome = await latestSave.current(mode);
      } catch {
        outcome = 'failed';
      }
      running.current = false;
      if (!mounted.current) return outcome;
      setStatus(
        outcome === 'saved'
          ? { state: 'saved', at: new Date() }
          : outcome === 'skipped'
            ? { state: 'idle' }
            : { state: outcome },
      );
      if (queued.current) {
        queued.current = false;
        setAgain((n) => n + 1);
      }
      return outcome;
    });
    chain.current = next.catch(() => undefined);
    return next;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each change (changeKey) or a queued retry (again) restarts the wait
  useEffect(() => {
    if (!enabled || !dirty) return;
    const timer = setTimeout(() => void run('auto'), delay);
    return () => clearTimeout(timer);
  }, [enabled, dirty, changeKey, again, delay, run]);

  /** Saves now (the Save and Publish buttons, and "Retry"). */
  const saveNow = useCallback(() => run('manual'), [run]);

  return { status, saveNow, setStatus };
}
