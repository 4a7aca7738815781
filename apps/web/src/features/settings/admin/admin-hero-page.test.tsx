import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { AdminHeroView } from './admin-hero-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings = {
  app: {},
  email: {},
  payment: { taxRate: 12 },
  homepage: { heroSlideshow: [] },
};

const preview = () => within(screen.getByRole('region', { name: /^(Preview|Önizleme|معاينة)$/ }));

describe('hero slideshow editor', { timeout: 20_000 }, () => {
  it("previews in the admin's language first, and in another language with that language's texts", async () => {
    stubFetch(() => ({ status: 200, body: settings }));
    const u = userEvent.setup();
    await renderRoutes(
      [{ path: '/admin/hero-settings', element: <AdminHeroView /> }],
      '/admin/hero-settings',
      'tr',
    );
    await screen.findByRole('region', { name: 'Önizleme' });
    expect(await preview().findByText('Trabzon · Uzungöl · Rize · Karadeniz')).toBeInTheDocument();

    await u.click(preview().getByText('English'));
    expect(await preview().findByText('Trabzon · Uzungöl · Rize · Black Sea')).toBeInTheDocument();
    expect(preview().queryByText('home.eyebrow')).toBeNull();

    await u.click(preview().getByText('العربية'));
    await waitFor(() =>
      expect(preview().getByText('طرابزون · أوزنجول · ريزه · البحر الأسود')).toBeInTheDocument(),
    );
  });

  it('keeps focus on the slides heading when a slide is removed, and focuses a refused title', async () => {
    const slide = (url: string, en: string) => ({
      url,
      title: { en, tr: '', ar: '' },
      subtitle: { en: '', tr: '', ar: '' },
    });
    const calls = stubFetch((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'validation_failed',
              title: 'Some fields need your attention.',
              status: 400,
              errors: [
                { field: 'heroSlideshow.0.title.ar', code: 'too_long', message: 'This value is too long' },
              ],
            },
          }
        : {
            status: 200,
            body: {
              ...settings,
              homepage: {
                heroSlideshow: [slide('/images/a.webp', 'Lake'), slide('/images/b.webp', 'Coast')],
              },
            },
          },
    );
    const u = userEvent.setup();
    await renderRoutes(
      [{ path: '/admin/hero-settings', element: <AdminHeroView /> }],
      '/admin/hero-settings',
    );
    await u.click(await screen.findByRole('button', { name: 'Remove slide 2' }));
    expect(screen.getByRole('heading', { name: /^Slides/ })).toHaveFocus();

    await u.click(screen.getByRole('button', { name: 'Save slideshow' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const arabicTitle = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(arabicTitle).toHaveFocus());
    expect(arabicTitle).toHaveAttribute('lang', 'ar');
    expect(arabicTitle).toHaveAccessibleDescription('This value is too long');
  });

  it('after saving, focus waits on the save state (both buttons are disabled then)', async () => {
    const slides = [
      { url: '/images/a.webp', title: { en: 'Lake', tr: '', ar: '' }, subtitle: { en: '', tr: '', ar: '' } },
      { url: '/images/b.webp', title: { en: 'Coast', tr: '', ar: '' }, subtitle: { en: '', tr: '', ar: '' } },
    ];
    stubFetch((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { heroSlideshow: (call.body as { heroSlideshow: unknown }).heroSlideshow } }
        : { status: 200, body: { ...settings, homepage: { heroSlideshow: slides } } },
    );
    const u = userEvent.setup();
    await renderRoutes(
      [{ path: '/admin/hero-settings', element: <AdminHeroView /> }],
      '/admin/hero-settings',
    );
    await u.click(await screen.findByRole('button', { name: 'Remove slide 2' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save slideshow' }));
    await waitFor(() => expect(screen.getByText('All changes saved')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save slideshow' })).toBeDisabled();
  });
});
