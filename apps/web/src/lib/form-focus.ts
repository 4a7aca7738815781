import { type RefObject, useEffect, useRef } from 'react';

/**
 * After a failed submit the first field in error (in page order) takes the focus, which also
 * brings it into view. Fields are found by the `data-path` Mantine's `getInputProps` gives them
 * (plain fields set it themselves); `errors` is keyed by the same paths.
 */
export function focusFirstError(
  root: ParentNode | null | undefined,
  errors: Record<string, unknown>,
): boolean {
  if (!root) return false;
  for (const field of root.querySelectorAll<HTMLElement>('[data-path]')) {
    if (errors[field.dataset.path ?? '']) {
      field.focus();
      return true;
    }
  }
  return false;
}

/**
 * A message that replaces what the user acted on (a "sent" or "saved" notice with role=status)
 * takes the focus when it appears, so the focus is not lost to the page and the message is read.
 * The element needs `tabIndex={-1}`.
 */
export function useFocusWhenShown<T extends HTMLElement = HTMLDivElement>(
  shown: boolean,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
