import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes';
import { FlightHero } from './flight-hero';

const render = () => renderRoutes([{ path: '/', element: <FlightHero /> }]);

/** Which slide is shown (1-based), by what a screen reader is given. */
function shown(): number[] {
  const carousel = screen.getByRole('region', { name: 'Pictures of the coast and the highlands' });
  return [...carousel.querySelectorAll('[data-flight-slide]')]
    .map((slide, i) => (slide.getAttribute('aria-hidden') === 'false' ? i + 1 : 0))
    .filter(Boolean);
}

/** The progress bar has filled: the stylesheet's six seconds are over. */
const barFull = () => {
  const bar = document.querySelector('[data-flight-progress]');
  if (!bar) throw new Error('no progress bar');
  fireEvent.animationEnd(bar);
};

describe('the flights hero', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-01T07:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is a carousel of three labelled slides, the first shown, under the page’s title', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Flights' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Pictures of the coast and the highlands' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect([...carousel.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/images/flights/hero-1.svg',
      '/images/flights/hero-2.svg',
      '/images/flights/hero-3.svg',
    ]);
    expect(shown()).toEqual([1]);
    // Running: the stylesheet fills the bar (six seconds), the script turns the page at its end.
    expect(carousel.closest('[data-flight-hero]')).toHaveAttribute('data-running', 'true');
  });

  it('turns at the bar’s end and on the arrows, with 500 ms between two changes', async () => {
    await render();
    barFull();
    expect(shown()).toEqual([2]);
    // Less than half a second later an arrow does nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toEqual([2]);
    vi.setSystemTime(Date.now() + 500);
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toEqual([3]);
    vi.setSystemTime(Date.now() + 500);
    barFull();
    expect(shown()).toEqual([1]);
    vi.setSystemTime(Date.now() + 500);
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toEqual([3]);
  });

  it('pauses and plays on its button; paused, a change is read out', async () => {
    await render();
    const hero = document.querySelector('[data-flight-hero]');
    const live = document.querySelector('[data-flight-slides]');
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    const play = screen.getByRole('button', { name: 'Play the slideshow' });
    expect(play).toHaveAttribute('aria-pressed', 'true');
    expect(hero).toHaveAttribute('data-paused', 'true');
    expect(live).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(play);
    expect(within(hero as HTMLElement).getByRole('button', { name: 'Pause the slideshow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(live).toHaveAttribute('aria-live', 'off');
  });
});
