import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a failed submit, moves focus to the first field in error inside `container` (in the
 * order of the form): an input marked aria-invalid, or the first input of a group marked
 * data-invalid.
 */
export function useFocusFirstError<E extends HTMLElement = HTMLDivElement>() {
  const container = useRef<E>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!attempt) return;
    container.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')
      ?.focus();
  }, [attempt]);
  const focusFirstError = useCallback(() => setAttempt((n) => n + 1), []);
  return { container, focusFirstError };
}
