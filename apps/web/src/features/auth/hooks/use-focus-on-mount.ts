import { type RefObject, useEffect } from 'react';

/** Puts the keyboard focus into the first field when a dialog view appears or switches. */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    ref.current?.focus();
  }, [ref]);
}
