/**
 * Moves focus to the first field marked invalid inside `root` (an element or its id), once the
 * next frame has shown the errors (and any tab holding the field). Scrolling follows the focus.
 */
export function focusFirstError(root: HTMLElement | string | null | undefined) {
  requestAnimationFrame(() => {
    const container = typeof root === 'string' ? document.getElementById(root) : root;
    container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
