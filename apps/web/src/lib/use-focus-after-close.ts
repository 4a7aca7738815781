import { useCallback, useRef } from 'react';

/**
 * For a dialog whose opener may disappear (the row of a deleted item): `focusAfterClose(fn)`
 * before closing runs `fn` once the dialog has finished closing, after it handed focus back to an
 * opener that is gone (which drops focus on the page's body). Spread `modalProps` on the Modal.
 */
export function useFocusAfterClose() {
  const next = useRef<(() => void) | null>(null);
  const focusAfterClose = useCallback((focus: () => void) => {
    next.current = focus;
  }, []);
  const onExitTransitionEnd = useCallback(() => {
    const focus = next.current;
    next.current = null;
    focus?.();
  }, []);
  return { focusAfterClose, modalProps: { onExitTransitionEnd } };
}
