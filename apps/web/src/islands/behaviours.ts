/**
 * Parts of a page that run with a few lines of script and no React, by the attribute that marks
 * them: on a page sent light its script starts each one it finds (the app starts them from the
 * component that renders them).
 */
export const BEHAVIOURS: Record<string, () => Promise<(element: HTMLElement) => unknown>> = {
  'data-hero': () => import('../features/home/hero-rotation').then((m) => m.runHeroRotation),
  'data-flight-hero': () =>
    import('../features/flights/hero/flight-hero-rotation').then((m) => m.runFlightHero),
};

/** Starts the behaviours of the parts found in `root`. */
export function startBehaviours(root: ParentNode = document): void {
  for (const [attribute, load] of Object.entries(BEHAVIOURS)) {
    const elements = root.querySelectorAll<HTMLElement>(`[${attribute}]`);
    if (elements.length === 0) continue;
    void load().then((run) => {
      for (const element of elements) run(element);
    });
  }
}
