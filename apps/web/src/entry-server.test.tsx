import type { PublicSiteSettings } from '@app/shared/settings/public';
import { describe, expect, it } from 'vitest';
import { SSR_PAYLOAD_ID, type SsrPayload } from './app/ssr-payload';
import { type RenderResult, renderPage } from './entry-server';

const HOSTILE = '</script><script>alert(1)</script>';

const settings: PublicSiteSettings = {
  siteName: 'Karadeniz Travel',
  licenseNumber: 'TÜRSAB 12345',
  address: `Meydan 1, Trabzon ${HOSTILE}`,
  phone: '+90 462 000 00 00',
  contactEmail: 'hello@example.com',
  currency: 'TRY',
  defaultLanguage: 'tr',
  mapTileUrl: 'https://tile.example/{z}/{x}/{y}.png',
  mapAttribution: 'Map data',
};

/** The server's API as the renderer sees it: public settings only, everything else missing. */
function fakeApi(calls: string[] = []) {
  return async (url: string) => {
    calls.push(url);
    if (url.startsWith('/api/settings/public')) {
      return new Response(JSON.stringify(settings), { headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ code: 'not_found', title: 'Not found', status: 404 }), {
      status: 404,
      headers: { 'content-type': 'application/problem+json' },
    });
  };
}

function page(result: RenderResult) {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

function payloadOf(tail: string): SsrPayload {
  const json = new RegExp(`<script type="application/json" id="${SSR_PAYLOAD_ID}">(.*)</script>$`, 's').exec(
    tail,
  )?.[1];
  if (!json) throw new Error('no payload');
  return JSON.parse(json) as SsrPayload;
}

describe('server rendering', () => {
  it('renders a public page with its data, its title and the language asked for', async () => {
    const calls: string[] = [];
    const result = page(await renderPage({ url: '/privacy', lang: 'en', fetchApi: fakeApi(calls) }));
    expect(result.status).toBe(200);
    expect(result.title).toBe('Privacy policy · Karadeniz Travel');
    expect(result.dir).toBe('ltr');
    expect(result.html).toContain('<h1');
    expect(result.html).toContain('Privacy policy');
    // The footer's address came from the API during rendering, escaped by React.
    expect(result.html).toContain('Meydan 1, Trabzon &lt;/script&gt;');
    expect(calls.some((url) => url.startsWith('/api/settings/public?') && url.includes('lang=en'))).toBe(
      true,
    );
  });

  it('renders Arabic right to left', async () => {
    const result = page(await renderPage({ url: '/terms', lang: 'ar', fetchApi: fakeApi() }));
    expect(result.lang).toBe('ar');
    expect(result.dir).toBe('rtl');
    expect(result.title).toMatch(/[\u0600-\u06FF]/);
    expect(result.description).toMatch(/[\u0600-\u06FF]/);
  });

  it('hands the data it rendered with to the browser, safe inside the script element', async () => {
    const result = page(await renderPage({ url: '/about', lang: 'tr', fetchApi: fakeApi() }));
    expect(result.tail).not.toContain(HOSTILE);
    expect(result.tail.match(/<\/script>/g)).toHaveLength(1);
    const payload = payloadOf(result.tail);
    expect(payload.lang).toBe('tr');
    const saved = payload.queries.queries.find((q) => q.queryKey.join('/') === 'settings/public');
    expect((saved?.state.data as PublicSiteSettings | undefined)?.address).toBe(settings.address);
  });

  it('answers an unknown address with the not-found page and 404', async () => {
    const result = page(await renderPage({ url: '/no-such-page', lang: 'en', fetchApi: fakeApi() }));
    expect(result.status).toBe(404);
    expect(result.title).toContain('Page not found');
  });

  it('leaves personal and admin pages to the browser', async () => {
    for (const url of [
      '/admin',
      '/admin/hotels',
      '/bookings',
      '/profile',
      '/booking?hotel=1',
      '/blog-admin',
    ]) {
      expect((await renderPage({ url, lang: 'en', fetchApi: fakeApi() })).kind, url).toBe('spa');
    }
  });

  it('renders one page at a time, each in its own language', async () => {
    const [tr, ar, en] = await Promise.all(
      (['tr', 'ar', 'en'] as const).map(async (lang) =>
        page(await renderPage({ url: '/contact', lang, fetchApi: fakeApi() })),
      ),
    );
    expect(tr?.title).toBe('İletişim · Karadeniz Travel');
    expect(ar?.dir).toBe('rtl');
    expect(en?.title).toBe('Contact · Karadeniz Travel');
  });
});
