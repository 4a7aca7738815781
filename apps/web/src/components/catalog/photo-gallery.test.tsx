import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { PhotoGallery } from './photo-gallery';

describe('hotel photo viewer', () => {
  it('names its close button in the reader’s language', async () => {
    await renderRoutes(
      [{ path: '/', element: <PhotoGallery name="Meydan Hotel" images={['/a.webp', '/b.webp']} /> }],
      '/',
      'ar',
    );
    const u = userEvent.setup();
    await u.click(screen.getAllByRole('button')[0] as HTMLElement);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('button', { name: 'إغلاق الصور' })).toBeInTheDocument();
  });
});

describe('photo gallery', () => {
  const photos = (n: number) => Array.from({ length: n }, (_, i) => `/p${i + 1}.webp`);

  it('shows the first five photos and opens all of them from one button', async () => {
    await renderRoutes([{ path: '/', element: <PhotoGallery name="Lake Lodge" images={photos(7)} /> }]);
    const gallery = screen.getByRole('region', { name: 'Photos of Lake Lodge' });
    expect(within(gallery).getAllByRole('button', { name: /^Open photo \d$/ })).toHaveLength(5);
    await userEvent.setup().click(within(gallery).getByRole('button', { name: 'All 7 photos' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 7' })).toBeInTheDocument();
  });

  it('with one photo shows it alone, with nothing more to open', async () => {
    await renderRoutes([{ path: '/', element: <PhotoGallery name="Lake Lodge" images={photos(1)} /> }]);
    const gallery = screen.getByRole('region', { name: 'Photos of Lake Lodge' });
    expect(within(gallery).getAllByRole('button')).toHaveLength(1);
    expect(gallery.firstElementChild).toHaveAttribute('data-count', '1');
  });
});
