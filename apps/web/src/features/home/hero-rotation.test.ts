import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runHeroRotation } from './hero-rotation';

/** The hero's markup as the server sends it (hero-slideshow.tsx), with `count` slides. */
function hero(count: number): HTMLElement {
  const root = document.createElement('section');
  root.setAttribute('data-hero', '');
  const slides = Array.from(
    { length: count },
    (_, i) =>
      `<img data-slide="" data-active="${i === 0}" data-title="Slide ${i + 1}" src="/s${i}.jpg" alt="">`,
  ).join('');
  const dots = Array.from(
    { length: count },
    (_, i) => `<button type="button" data-hero-dot="" aria-current="${i === 0}"></button>`,
  ).join('');
  root.innerHTML = `<div data-hero-scene="" hidden></div>${slides}<div data-hero-shade=""></div>
    <h1 data-hero-title="" data-fallback="Default">Slide 1</h1>
    <div data-hero-controls="" data-label-go-to="Show slide {n} of {count}">
      <button type="button" data-hero-pause="" aria-pressed="false" data-label-pause="Pause" data-label-play="Play"></button>${dots}
    </div>`;
  document.body.append(root);
  return root;
}

const title = (root: HTMLElement) => root.querySelector('h1')?.textContent;
const dots = (root: HTMLElement) => [...root.querySelectorAll<HTMLButtonElement>('[data-hero-dot]')];

let stop: () => void = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2027-06-01T09:00:00Z'));
  // jsdom loads no image: each counts as loaded until its error.
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 1 });
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
  Reflect.deleteProperty(HTMLImageElement.prototype, 'naturalWidth');
  vi.useRealTimers();
});

describe('the hero slideshow on its markup', () => {
  it('moves to the next slide every 5 s and wraps around', () => {
    const root = hero(3);
    stop = runHeroRotation(root);
    vi.advanceTimersByTime(4999);
    expect(title(root)).toBe('Slide 1');
    vi.advanceTimersByTime(1);
    expect(title(root)).toBe('Slide 2');
    expect(dots(root)[1]?.getAttribute('aria-current')).toBe('true');
    expect(dots(root)[1]?.getAttribute('aria-label')).toBe('Show slide 2 of 3');
    vi.advanceTimersByTime(10_000);
    expect(title(root)).toBe('Slide 1');
  });

  it('holds still while paused by the reader, and starts a full interval again when played', () => {
    const root = hero(3);
    stop = runHeroRotation(root);
    const pause = root.querySelector<HTMLButtonElement>('[data-hero-pause]');
    pause?.click();
    expect(pause?.getAttribute('aria-pressed')).toBe('true');
    expect(pause?.getAttribute('aria-label')).toBe('Play');
    vi.advanceTimersByTime(20_000);
    expect(title(root)).toBe('Slide 1');
    pause?.click();
    vi.advanceTimersByTime(4000);
    expect(title(root)).toBe('Slide 1');
    vi.advanceTimersByTime(1000);
    expect(title(root)).toBe('Slide 2');
  });

  it('holds still while something in it has the focus', () => {
    const root = hero(2);
    stop = runHeroRotation(root);
    dots(root)[0]?.focus();
    vi.advanceTimersByTime(20_000);
    expect(title(root)).toBe('Slide 1');
  });

  it('ignores a choice less than 500 ms after the previous change', () => {
    const root = hero(4);
    stop = runHeroRotation(root);
    dots(root)[2]?.click();
    expect(title(root)).toBe('Slide 3');
    vi.advanceTimersByTime(300);
    dots(root)[3]?.click();
    expect(title(root)).toBe('Slide 3');
    vi.advanceTimersByTime(200);
    dots(root)[3]?.click();
    expect(title(root)).toBe('Slide 4');
  });

  it('drops a slide whose image failed before it started, and renames the indicators', () => {
    const root = hero(3);
    Object.defineProperty(root.querySelector('img'), 'naturalWidth', { get: () => 0 });
    stop = runHeroRotation(root);
    expect(title(root)).toBe('Slide 2');
    expect(root.querySelector('img')?.hidden).toBe(true);
    expect(
      dots(root)
        .filter((dot) => !dot.hidden)
        .map((dot) => dot.getAttribute('aria-label')),
    ).toEqual(['Show slide 1 of 2', 'Show slide 2 of 2']);
  });

  it('stops when asked: no more changes', () => {
    const root = hero(3);
    runHeroRotation(root)();
    vi.advanceTimersByTime(20_000);
    expect(title(root)).toBe('Slide 1');
  });
});
