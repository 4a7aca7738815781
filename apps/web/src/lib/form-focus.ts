import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/**
 * The first field of `root` (in page order) whose path has an error takes the focus; a field made
 * of several controls (a star rating) gives it to its first one.
 */
function focusFirstIn(root: ParentNode | null | undefined, errors: Record<string, unknown>): void {
  if (!root) return;
  for (const field of root.querySelectorAll<HTMLElement>('[data-path]')) {
    if (errors[field.dataset.path ?? '']) {
      (field.matches(FOCUSABLE) ? field : field.querySelector<HTMLElement>(FOCUSABLE))?.focus();
      return;
    }
  }
}

/**
 * After a failed submit the first field in error (in page order) takes the focus, which also
 * brings it into view. The focus moves once the errors are on screen, so a screen reader reads
 * the field with its message. Fields are found inside the element given `ref` by the `data-path`
 * Mantine's `getInputProps` gives them (plain fields set it themselves); `errors` is keyed by the
 * same paths. `focusFirstError` answers whether there was an error to focus.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const pending = useRef<Record<string, unknown> | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0 || !pending.current) return;
    focusFirstIn(ref.current, pending.current);
    pending.current = null;
  }, [request]);
  const focusFirstError = useCallback((errors: Record<string, unknown>): boolean => {
    if (!Object.values(errors).some(Boolean)) return false;
    pending.current = errors;
    setRequest((n) => n + 1);
    return true;
  }, []);
  return { ref, focusFirstError };
}

/**
 * A message that replaces what the user acted on (a "sent" or "saved" notice with role=status,
 * or a failure not tied to a field) takes the focus when it appears, so the focus is not lost to
 * the page and the message is read. The element needs `tabIndex={-1}`.
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

/**
 * Moves focus to the first field marked invalid inside `root` (an element or its id: an input marked
 * aria-invalid, or the first input of a group marked data-invalid) once it is
 * on screen (errors and the tab holding the field render a frame or two later), and scrolls it to
 * the middle of the screen so that no sticky bar covers it.
 */
export function focusFirstError(root: HTMLElement | string | null | undefined, framesLeft = 5) {
  requestAnimationFrame(() => {
    const container = typeof root === 'string' ? document.getElementById(root) : root;
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input');
    if (!field) {
      if (framesLeft > 0) focusFirstError(root, framesLeft - 1);
      return;
    }
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'center' });
  });
}
