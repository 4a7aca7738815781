import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the page asks first: in-app navigation through the router's blocker,
 * closing or reloading the tab through the browser's own `beforeunload` prompt.
 */
export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const bypass = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !bypass.current &&
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Lets the next navigation through without asking (after a successful save). */
  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
    queueMicrotask(() => {
      setTimeout(() => {
        bypass.current = false;
      }, 0);
    });
  }, []);

  return { blocker, allowNextNavigation };
}
