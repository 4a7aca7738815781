/**
 * The flights hero's slideshow, run on its markup (`flight-hero.tsx`; a page sent light starts it
 * from its script with no React, the app from an effect). The timing is the stylesheet's: the
 * progress bar fills in 6 s and the slide changes when it is full, so whatever holds the bar still
 * (a pointer over the hero, the focus in its controls, a list of the search form open, the pause
 * button, a reader who prefers reduced motion: no animation at all) holds the slideshow still,
 * with no timer to keep in step. This script only turns the page: at the bar's end, and on the
 * arrows, with a 500 ms lock between two changes.
 */

export const FLIGHT_SLIDE_LOCK_MS = 500;

export const FLIGHT_HERO_ATTRIBUTES = {
  root: 'data-flight-hero',
  slides: 'data-flight-slides',
  slide: 'data-flight-slide',
  previous: 'data-flight-previous',
  next: 'data-flight-next',
  pause: 'data-flight-pause',
  progress: 'data-flight-progress',
} as const;

const a = FLIGHT_HERO_ATTRIBUTES;

/** Runs the slideshow of `root` (the hero); returns what stops it. */
export function runFlightHero(root: HTMLElement, { lock = FLIGHT_SLIDE_LOCK_MS } = {}): () => void {
  const slides = [...root.querySelectorAll<HTMLElement>(`[${a.slide}]`)];
  const live = root.querySelector<HTMLElement>(`[${a.slides}]`);
  const bar = root.querySelector<HTMLElement>(`[${a.progress}]`);
  const pause = root.querySelector<HTMLButtonElement>(`[${a.pause}]`);
  let index = Math.max(
    0,
    slides.findIndex((slide) => slide.dataset.active === 'true'),
  );
  let lastChange = 0;

  /** The bar starts filling again from empty. */
  function restartBar(): void {
    if (!bar) return;
    bar.style.animation = 'none';
    void bar.offsetWidth;
    bar.style.animation = '';
  }

  function show(next: number): void {
    if (slides.length < 2) return;
    const now = Date.now();
    if (now - lastChange < lock) return;
    lastChange = now;
    index = ((next % slides.length) + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      const current = i === index;
      slide.dataset.active = String(current);
      slide.setAttribute('aria-hidden', String(!current));
    });
    restartBar();
  }

  function setPaused(paused: boolean): void {
    root.dataset.paused = String(paused);
    // Paused, a change the reader makes is read out; turning by itself, it is not (ARIA carousel).
    live?.setAttribute('aria-live', paused ? 'polite' : 'off');
    if (!pause) return;
    pause.setAttribute('aria-pressed', String(paused));
    const label = paused ? pause.dataset.labelPlay : pause.dataset.labelPause;
    if (label) pause.setAttribute('aria-label', label);
  }

  const onEnd = (event: Event) => {
    if (event.target === bar) show(index + 1);
  };
  const onClick = (event: Event) => {
    const target = (event.target as Element | null)?.closest?.(`[${a.previous}], [${a.next}], [${a.pause}]`);
    if (!target || !root.contains(target)) return;
    if (target.hasAttribute(a.previous)) show(index - 1);
    else if (target.hasAttribute(a.next)) show(index + 1);
    else setPaused(root.dataset.paused !== 'true');
  };
  bar?.addEventListener('animationend', onEnd);
  root.addEventListener('click', onClick);
  root.dataset.running = 'true';
  return () => {
    bar?.removeEventListener('animationend', onEnd);
    root.removeEventListener('click', onClick);
    delete root.dataset.running;
  };
}
