/** Within half a screen of the viewport: how near a part must come before it wakes. */
const NEAR = '50% 0px';

/** Calls `then` once one of `elements` comes near the screen (at once without an observer). */
export function whenNear(elements: readonly Element[], then: () => void): void {
  if (elements.length === 0 || typeof IntersectionObserver === 'undefined') {
    then();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: NEAR },
  );
  for (const element of elements) observer.observe(element);
}

/** Within the distance at which parts wake up, now (the observer's margin of half a screen). */
export function isNearScreen(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight * 1.5 && bottom > -window.innerHeight * 0.5;
}
