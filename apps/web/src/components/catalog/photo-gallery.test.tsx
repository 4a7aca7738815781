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
