/**
 * Moves focus to the first field marked invalid inside `root` (an element or its id) once it is
 * on screen (errors and the tab holding the field render a frame or two later), and scrolls it to
 * the middle of the screen so that no sticky bar covers it.
 */
export function focusFirstError(root: HTMLElement | string | null | undefined, framesLeft = 5) {
  requestAnimationFrame(() => {
    const container = typeof root === 'string' ? document.getElementById(root) : root;
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      if (framesLeft > 0) focusFirstError(root, framesLeft - 1);
      return;
    }
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'center' });
  });
}
