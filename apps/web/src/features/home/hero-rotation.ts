/**
 * The home hero's slideshow, run on its markup (`hero-slideshow.tsx` renders it; the app runs this
 * from an effect, a page sent light from its script, with no React): one slide every 5 s, with
 * indicator buttons and a pause button; it holds still while hovered or focused, and for readers
 * who prefer reduced motion. A slide whose image fails is dropped; with none left the drawn coast
 * shows.
 */

export const SLIDE_INTERVAL_MS = 5000;
/** A change (by the timer or the reader) less than this after the previous one is ignored. */
export const SLIDE_LOCK_MS = 500;

/** The attributes of the markup this runs on. */
export const HERO_ATTRIBUTES = {
  root: 'data-hero',
  slide: 'data-slide',
  title: 'data-hero-title',
  subtitle: 'data-hero-subtitle',
  scene: 'data-hero-scene',
  shade: 'data-hero-shade',
  controls: 'data-hero-controls',
  pause: 'data-hero-pause',
  dot: 'data-hero-dot',
} as const;

const pick = <E extends Element>(root: Element, attribute: string) => root.querySelector<E>(`[${attribute}]`);

/** Sets an element's text in place (its text node), so a renderer holding that node keeps it. */
function setText(element: HTMLElement | null, text: string, lang: string | undefined): void {
  if (!element) return;
  const node = element.firstChild;
  if (node?.nodeType === Node.TEXT_NODE && element.childNodes.length === 1) node.nodeValue = text;
  else element.textContent = text;
  if (lang) element.lang = lang;
  else element.removeAttribute('lang');
}

const failed = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0 && image.src !== '';

interface Options {
  interval?: number;
  lock?: number;
}

/** Runs the slideshow of `root` (the hero's section); returns what stops it. */
export function runHeroRotation(
  root: HTMLElement,
  { interval = SLIDE_INTERVAL_MS, lock = SLIDE_LOCK_MS }: Options = {},
): () => void {
  const a = HERO_ATTRIBUTES;
  const title = pick<HTMLElement>(root, a.title);
  const subtitle = pick<HTMLElement>(root, a.subtitle);
  const scene = pick<HTMLElement>(root, a.scene);
  const shade = pick<HTMLElement>(root, a.shade);
  const controls = pick<HTMLElement>(root, a.controls);
  const pause = pick<HTMLButtonElement>(root, a.pause);
  const allSlides = [...root.querySelectorAll<HTMLImageElement>(`[${a.slide}]`)];
  const allDots = [...root.querySelectorAll<HTMLButtonElement>(`[${a.dot}]`)];
  for (const element of [...allSlides, ...allDots]) element.hidden = false;
  let slides = allSlides.filter((image) => !failed(image));
  let index = 0;
  let lastChange = 0;
  let timer: number | undefined;
  let hovered = false;
  let focused = root.contains(document.activeElement);
  let stopped = false;
  const reducedMotion =
    typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  const paused = () => hovered || focused || stopped || Boolean(reducedMotion?.matches);

  const dotsOfSlides = () => slides.map((slide) => allDots[allSlides.indexOf(slide)]);

  function show(): void {
    const current = slides[index];
    for (const image of allSlides) {
      image.hidden = !slides.includes(image);
      image.dataset.active = String(image === current);
    }
    const dots = dotsOfSlides();
    for (const dot of allDots) dot.hidden = !dots.includes(dot);
    dots.forEach((dot, i) => {
      if (!dot) return;
      dot.setAttribute('aria-current', String(i === index));
      const label = controls?.dataset.labelGoTo;
      if (label)
        dot.setAttribute(
          'aria-label',
          label.replace('{n}', String(i + 1)).replace('{count}', String(dots.length)),
        );
    });
    setText(title, current?.dataset.title || title?.dataset.fallback || '', current?.dataset.lang);
    setText(subtitle, current?.dataset.subtitle || subtitle?.dataset.fallback || '', current?.dataset.lang);
    root.dataset.default = String(slides.length === 0);
    if (scene) scene.hidden = slides.length > 0;
    if (shade) shade.hidden = slides.length === 0;
    if (controls) controls.hidden = slides.length < 2;
    if (pause) {
      pause.setAttribute('aria-pressed', String(stopped));
      const label = stopped ? pause.dataset.labelPlay : pause.dataset.labelPause;
      if (label) pause.setAttribute('aria-label', label);
    }
  }

  function schedule(): void {
    window.clearTimeout(timer);
    if (!paused() && slides.length > 1) timer = window.setTimeout(() => goTo(index + 1), interval);
  }

  function goTo(next: number): void {
    if (slides.length < 2) return;
    const now = Date.now();
    if (now - lastChange < lock) return;
    lastChange = now;
    index = ((next % slides.length) + slides.length) % slides.length;
    show();
    schedule();
  }

  /** Pauses or resumes with the reader's hovering or focus. */
  const holding = (set: (value: boolean) => void, value: boolean) => () => {
    set(value);
    schedule();
  };
  const listeners: [EventTarget, string, EventListener, boolean?][] = [
    [root, 'mouseenter', holding((v) => (hovered = v), true)],
    [root, 'mouseleave', holding((v) => (hovered = v), false)],
    [root, 'focusin', holding((v) => (focused = v), true)],
    [
      root,
      'focusout',
      (event) => {
        if (root.contains((event as FocusEvent).relatedTarget as Node | null)) return;
        focused = false;
        schedule();
      },
    ],
    [
      root,
      'error',
      (event) => {
        const image = event.target;
        if (!(image instanceof HTMLImageElement) || !slides.includes(image)) return;
        const current = slides[index];
        slides = slides.filter((slide) => slide !== image);
        index = current && current !== image ? slides.indexOf(current) : 0;
        show();
        schedule();
      },
      true,
    ],
    [
      pause ?? root,
      'click',
      (event) => {
        if (!pause || event.currentTarget !== pause) return;
        stopped = !stopped;
        show();
        schedule();
      },
    ],
    [
      controls ?? root,
      'click',
      (event) => {
        const dot = (event.target as Element | null)?.closest?.(`[${a.dot}]`);
        if (!controls || !dot) return;
        const at = dotsOfSlides().indexOf(dot as HTMLButtonElement);
        if (at >= 0) goTo(at);
      },
    ],
  ];
  for (const [target, type, listener, capture] of listeners) target.addEventListener(type, listener, capture);
  reducedMotion?.addEventListener?.('change', schedule);
  show();
  schedule();
  return () => {
    window.clearTimeout(timer);
    for (const [target, type, listener, capture] of listeners)
      target.removeEventListener(type, listener, capture);
    reducedMotion?.removeEventListener?.('change', schedule);
  };
}
