import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { HeroSlideshow } from './hero-slideshow';

// Inline images: the test never reaches for a server.
const image = (n: number) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" data-n="${n}"/>`;
const slides = [
  { url: image(1), title: 'Lake mornings', subtitle: 'Fog on the water', lang: 'en' as const },
  { url: image(2), title: 'Plateau summer', subtitle: 'Meadows', lang: 'en' as const },
  { url: image(3), title: 'Coast road', subtitle: 'Tea terraces', lang: 'en' as const },
];

const render = (list = slides) =>
  renderRoutes([
    {
      path: '/',
      element: (
        <HeroSlideshow
          slides={list}
          eyebrow="Trabzon"
          fallbackTitle="Default title"
          fallbackSubtitle="Default subtitle"
        />
      ),
    },
  ]);

const heading = () => screen.getByRole('heading', { level: 1 });

// jsdom loads no image: each counts as loaded (a real broken one has no width), until its error.
beforeAll(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 1 });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLImageElement.prototype, 'naturalWidth');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('home hero slideshow', () => {
  it('rotates every 5 s and its indicators show and choose the slide', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    await render();
    expect(heading().textContent).toBe('Lake mornings');
    act(() => vi.advanceTimersByTime(5000));
    expect(heading().textContent).toBe('Plateau summer');
    const dots = within(screen.getByRole('group', { name: 'Slideshow' }));
    expect(dots.getByRole('button', { name: 'Show slide 2 of 3' }).getAttribute('aria-current')).toBe('true');
    act(() => vi.advanceTimersByTime(600));
    fireEvent.click(dots.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(heading().textContent).toBe('Coast road');
  });

  it('holds still while hovered and while paused by the visitor', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    await render();
    const hero = screen.getByRole('region');
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(12_000));
    expect(heading().textContent).toBe('Lake mornings');
    fireEvent.mouseLeave(hero);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(heading().textContent).toBe('Lake mornings');
    expect(screen.getByRole('button', { name: 'Play the slideshow' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('drops a slide whose image fails, and shows the default when none is left', async () => {
    const view = await render(slides.slice(0, 2));
    const images = () => view.container.querySelectorAll('img:not([hidden])');
    expect(images()).toHaveLength(2);
    fireEvent.error(images()[0] as HTMLImageElement);
    expect(images()).toHaveLength(1);
    expect(heading().textContent).toBe('Plateau summer');
    expect(screen.queryByRole('group', { name: 'Slideshow' })).toBeNull();
    fireEvent.error(images()[0] as HTMLImageElement);
    expect(heading().textContent).toBe('Default title');
    expect(view.container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('with no slides shows the default image and texts, and no controls', async () => {
    await render([]);
    expect(heading().textContent).toBe('Default title');
    expect(screen.getByText('Default subtitle')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /slide/ })).toBeNull();
  });
});
