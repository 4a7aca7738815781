import type { HotelDetailDto } from '@app/shared/hotels/schemas';
import type { PublicSiteSettings } from '@app/shared/settings/public';
import { describe, expect, it } from 'vitest';
import { SSR_PAYLOAD_ID, type SsrPayload } from './app/ssr-payload';
import { type RenderResult, renderPage } from './entry-server';
import { ISLANDS_PAYLOAD_ID, type IslandsPayload } from './islands/payload';
import { translator } from './lib/translator';

const HOSTILE = '</script><script>alert(1)</script>';
const ORIGIN = 'https://travel.example';

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
  timeZone: 'Europe/Istanbul',
};

const hotel: HotelDetailDto = {
  _id: '0b0c6a1e-5f43-4f7e-9d55-0d1f3c0a0001',
  slug: 'lake-house',
  name: `Lake "House" ${HOSTILE}`,
  description: `${'Quiet rooms above the water, tea fields behind. '.repeat(6)}Breakfast on the terrace.`,
  contentLang: 'en',
  address: { line: 'Göl Yolu 3', city: 'Uzungöl', country: 'Türkiye', parts: ['Göl Yolu 3', 'Uzungöl'] },
  destination: { _id: 'd1', slug: 'uzungol', name: 'Uzungöl' },
  place: ['Uzungöl'],
  featuredImage: '/images/hotels/lake-house.webp',
  images: [],
  starRating: 4,
  averageRating: 4.6,
  totalReviews: 12,
  amenities: ['wifi'],
  latitude: 40.62,
  longitude: 40.29,
  featured: false,
  priceFrom: 250_000,
  currency: 'TRY',
  roomTypes: [],
  contact: { phone: '', email: '', website: '' },
  checkInTime: '14:00',
  checkOutTime: '12:00',
  cancellationPolicy: '',
  paymentOptions: ['creditCard'],
  rules: '',
  additionalDetails: '',
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The server's API as the renderer sees it: public settings and one hotel, everything else missing. */
function fakeApi(calls: string[] = []) {
  return async (url: string) => {
    calls.push(url);
    if (url.startsWith('/api/settings/public')) return json(settings);
    if (url.startsWith('/api/hotels/lake-house?') || url === '/api/hotels/lake-house') return json(hotel);
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

function islandsOf(tail: string): IslandsPayload {
  const json = new RegExp(
    `<script type="application/json" id="${ISLANDS_PAYLOAD_ID}">(.*)</script>$`,
    's',
  ).exec(tail)?.[1];
  if (!json) throw new Error('no islands payload');
  return JSON.parse(json) as IslandsPayload;
}

describe('server rendering', () => {
  it('renders a public page with its data, its title and the language asked for', async () => {
    const calls: string[] = [];
    const result = page(
      await renderPage({ url: '/privacy', lang: 'en', origin: ORIGIN, fetchApi: fakeApi(calls) }),
    );
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
    const result = page(await renderPage({ url: '/terms', lang: 'ar', origin: ORIGIN, fetchApi: fakeApi() }));
    expect(result.lang).toBe('ar');
    expect(result.dir).toBe('rtl');
    expect(result.title).toMatch(/[\u0600-\u06FF]/);
    expect(result.description).toMatch(/[\u0600-\u06FF]/);
  });

  it('hands the data it rendered with to the browser, safe inside the script element', async () => {
    const result = page(
      await renderPage({ url: '/bookings/find', lang: 'tr', origin: ORIGIN, fetchApi: fakeApi() }),
    );
    expect(result.tail).not.toContain(HOSTILE);
    expect(result.tail.match(/<\/script>/g)).toHaveLength(1);
    const payload = islandsOf(result.tail);
    expect(payload.lang).toBe('tr');
    const saved = payload.queries.queries.find((q) => q.queryKey.join('/') === 'settings/public');
    expect((saved?.state.data as PublicSiteSettings | undefined)?.address).toBe(settings.address);
  });

  it.each([
    [500, 500],
    [503, 503],
  ])(
    'answers a page whose data failed (the API said %i) with %i at once, not 200 around an error',
    async (apiStatus, pageStatus) => {
      const calls: string[] = [];
      const failing = async (url: string) => {
        calls.push(url);
        if (url.startsWith('/api/hotels/lake-house')) {
          return new Response(JSON.stringify({ code: 'internal', title: 'Failed', status: apiStatus }), {
            status: apiStatus,
            headers: { 'content-type': 'application/problem+json' },
          });
        }
        return fakeApi()(url);
      };
      const started = Date.now();
      const result = page(
        await renderPage({ url: '/hotels/lake-house', lang: 'en', origin: ORIGIN, fetchApi: failing }),
      );
      expect(result.status).toBe(pageStatus);
      // Asked once: the server does not wait on retries (the browser's "Try again" asks again).
      expect(calls.filter((url) => url.startsWith('/api/hotels/lake-house'))).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(1000);
    },
  );

  it('answers an unknown address with the not-found page and 404', async () => {
    const result = page(
      await renderPage({ url: '/no-such-page', lang: 'en', origin: ORIGIN, fetchApi: fakeApi() }),
    );
    expect(result.status).toBe(404);
    expect(result.title).toContain('Page not found');
  });

  it('writes the head a page declares: title, description, canonical, Open Graph and JSON-LD', async () => {
    const result = page(
      await renderPage({ url: '/hotels/lake-house', lang: 'en', origin: ORIGIN, fetchApi: fakeApi() }),
    );
    expect(result.status).toBe(200);
    expect(result.title).toBe(`${hotel.name} · Karadeniz Travel`);
    expect(result.description.length).toBeLessThanOrEqual(161);
    expect(result.description.startsWith('Quiet rooms above the water')).toBe(true);
    const head = new DOMParser().parseFromString(`<head>${result.head}</head>`, 'text/html').head;
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://travel.example/hotels/lake-house?lang=en',
    );
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(hotel.name);
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://travel.example/og/images/hotels/lake-house.webp.jpg',
    );
    expect(head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_US');
    const scripts = head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]?.textContent ?? '{}');
    expect(data['@type']).toBe('Hotel');
    expect(data.name).toBe(hotel.name);
    expect(data.url).toBe('https://travel.example/hotels/lake-house?lang=en');
    expect(data.address.addressLocality).toBe('Uzungöl');
    expect(data.starRating.ratingValue).toBe(4);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 12 });
    expect(result.head).not.toContain(HOSTILE);
  });

  it('gives a page that declares no head one from its route: title, description, addresses, preview', async () => {
    const result = page(
      await renderPage({ url: '/contact?lang=tr', lang: 'tr', origin: ORIGIN, fetchApi: fakeApi() }),
    );
    expect(result.title).toBe('İletişim · Karadeniz Travel');
    expect(result.description).toBe(translator.getFixedT('tr', 'pages')('contact.lead'));
    const head = new DOMParser().parseFromString(`<head>${result.head}</head>`, 'text/html').head;
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://travel.example/contact?lang=tr',
    );
    expect(
      [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('hreflang')),
    ).toEqual(['en', 'tr', 'ar', 'fr', 'es', 'x-default']);
    expect(
      [...head.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) =>
        m.getAttribute('content'),
      ),
    ).toEqual(['en_US', 'ar_AR', 'fr_FR', 'es_ES']);
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://travel.example/og/images/destinations/uzungol.svg.jpg',
    );
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('asks crawlers not to index a page that does not exist', async () => {
    const result = page(
      await renderPage({ url: '/no-such-page', lang: 'en', origin: ORIGIN, fetchApi: fakeApi() }),
    );
    expect(result.status).toBe(404);
    expect(result.head).toContain('<meta name="robots" content="noindex" />');
    expect(result.head).not.toContain('hreflang');
  });

  it('leaves personal and admin pages to the browser', async () => {
    for (const url of ['/admin', '/admin/hotels', '/bookings', '/profile', '/blog-admin']) {
      expect((await renderPage({ url, lang: 'en', origin: ORIGIN, fetchApi: fakeApi() })).kind, url).toBe(
        'spa',
      );
    }
  });

  it('renders the booking lookup the same for every address: its form, never the reference asked for', async () => {
    const plain = page(
      await renderPage({ url: '/bookings/find', lang: 'en', origin: ORIGIN, fetchApi: fakeApi() }),
    );
    const asked = page(
      await renderPage({
        url: '/bookings/find?reference=KT-AB12CD34',
        lang: 'en',
        origin: ORIGIN,
        fetchApi: fakeApi(),
      }),
    );
    expect(plain.status).toBe(200);
    expect(plain.html).toContain('Find a booking');
    expect(plain.html).toContain('Booking reference');
    expect(asked.html).not.toContain('KT-AB12CD34');
    expect(asked.html).toBe(plain.html);
  });

  it('renders the main pages in one pass: their routes load what they show first', async () => {
    for (const url of ['/', '/hotels', '/hotels/lake-house', '/packages', '/contact', '/no-such-page']) {
      const calls: string[] = [];
      const result = page(await renderPage({ url, lang: 'en', origin: ORIGIN, fetchApi: fakeApi(calls) }));
      expect(result.passes, url).toBe(1);
      // Each answer was asked for once.
      expect(new Set(calls).size, url).toBe(calls.length);
    }
  });

  it('renders the table reservation form in one pass, with the restaurant and the free times, not indexed', async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
      new Date(Date.now() + 3 * 86_400_000),
    );
    const restaurant = {
      _id: '0b0c6a1e-5f43-4f7e-9d55-0d1f3c0a0009',
      slug: 'harbour-fish',
      name: 'Harbour Fish',
      city: 'Trabzon',
      addressLine: 'İskele Caddesi 4',
      address: ['İskele Caddesi 4', 'Trabzon'],
      featuredImage: '',
      maxPartySize: 8,
    };
    const base = fakeApi();
    const calls: string[] = [];
    const result = page(
      await renderPage({
        url: `/restaurant-booking?restaurant=harbour-fish&date=${day}&time=19:30&partySize=4`,
        lang: 'en',
        origin: ORIGIN,
        fetchApi: async (url: string) => {
          calls.push(url);
          if (url.startsWith('/api/restaurants/harbour-fish')) return json(restaurant);
          if (url.startsWith(`/api/restaurants/${restaurant._id}/slots`))
            return json({
              restaurantId: restaurant._id,
              date: day,
              partySize: 4,
              closed: false,
              closedReason: '',
              slots: [{ time: '19:30', location: 'terrace' }],
            });
          return base(url);
        },
      }),
    );
    expect(result.passes).toBe(1);
    expect(result.title).toBe('Reserve a table at Harbour Fish · Karadeniz Travel');
    expect(result.head).toContain('<meta name="robots" content="noindex" />');
    expect(result.html).toContain('Reserve your table');
    expect(result.html).toContain('Harbour Fish');
    expect(result.html).toContain('Table: Terrace');
    expect(calls.some((url) => url.startsWith(`/api/restaurants/${restaurant._id}/slots`))).toBe(true);
    // A checkout reached from the restaurant's page: still the app, hydrated whole.
    expect(result.document).toBe('app');
    expect(result.html).not.toContain('data-island=');
    expect(payloadOf(result.tail).lang).toBe('en');
  });

  it('renders pages started together, each in its own language with its own data', async () => {
    const names = { tr: 'Göl Evi', ar: 'بيت البحيرة', en: 'Lake House' } as const;
    // Each language's answer arrives after a different wait, so the renderings overlap.
    const delays = { tr: 30, ar: 10, en: 20 } as const;
    const waiting = new Set<string>();
    let overlapped = false;
    const api = async (url: string) => {
      const lang = new URL(url, 'http://x').searchParams.get('lang') as keyof typeof names;
      waiting.add(lang);
      overlapped ||= waiting.size > 1;
      await new Promise((resolve) => setTimeout(resolve, delays[lang]));
      waiting.delete(lang);
      if (url.startsWith('/api/hotels/lake-house?')) return json({ ...hotel, name: names[lang] });
      return fakeApi()(url);
    };
    const results = await Promise.all(
      (['tr', 'ar', 'en', 'tr', 'ar', 'en'] as const).map(async (lang) => ({
        lang,
        result: page(await renderPage({ url: '/hotels/lake-house', lang, origin: ORIGIN, fetchApi: api })),
      })),
    );
    for (const { lang, result } of results) {
      expect(result.lang).toBe(lang);
      expect(result.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(result.title).toBe(`${names[lang]} · Karadeniz Travel`);
      expect(result.html).toContain(`>${names[lang]}</h1>`);
      expect(islandsOf(result.tail).lang).toBe(lang);
      const others = Object.entries(names).filter(([other]) => other !== lang);
      for (const [, name] of others) expect(result.html).not.toContain(name);
    }
    // Renderings in different languages waited for the API at the same time.
    expect(overlapped).toBe(true);
  });

  it('sends the home page light: each island rendered in its place, only what the islands show handed over', async () => {
    const result = page(await renderPage({ url: '/', lang: 'ar', origin: ORIGIN, fetchApi: fakeApi() }));
    expect(result.document).toBe('light');
    expect(result.tail).not.toContain(SSR_PAYLOAD_ID);
    expect(result.tail).not.toContain(HOSTILE);
    expect(result.tail.match(/<\/script>/g)).toHaveLength(1);
    const payload = islandsOf(result.tail);
    expect(payload.lang).toBe('ar');
    expect(payload.islands.map((island) => [island.name, island.when])).toEqual([
      ['site-header', 'session'],
      ['home-search', 'interaction'],
      ['newsletter', 'visible'],
    ]);
    // Every holder holds its island's own rendering: the header's links and the search's tabs.
    const holders = [...result.html.matchAll(/<div class="island" data-island="(\d+)">(.{0,40})/g)];
    expect(holders.map((holder) => holder[1])).toEqual(['0', '1', '2']);
    for (const holder of holders) expect(holder[2]).not.toMatch(/^<\/div>/);
    expect(result.html).toContain('role="tablist"');
    // The header shows the settings (handed over); the hero's slides are the page's alone (not).
    const keys = payload.queries.queries.map((q) => q.queryKey.join('/'));
    expect(keys).toContain('settings/public');
    expect(keys.some((key) => key.startsWith('settings/homepage'))).toBe(false);
  });

  it('sends the booking lookup light: its form an island alive at once when the page carries a reference', async () => {
    const result = page(
      await renderPage({ url: '/bookings/find', lang: 'en', origin: ORIGIN, fetchApi: fakeApi() }),
    );
    expect(result.document).toBe('light');
    const islands = islandsOf(result.tail).islands.map((island) => [island.name, island.when]);
    expect(islands).toContainEqual(['booking-find', 'carried']);
    // The form is in the page as the server rendered it, inside its holder.
    expect(result.html).toMatch(/data-island="\d+"><div[^>]*>.*Booking reference/s);
  });

  it('sends the checkout light: the stay and its price rendered, the checkout an island alive at once for a signed-in traveller, not for search engines', async () => {
    const ROOM = '0b0c6a1e-5f43-4f7e-9d55-0d1f3c0a0002';
    const withRoom: HotelDetailDto = {
      ...hotel,
      roomTypes: [
        {
          _id: ROOM,
          name: 'Çay bahçesi odası',
          roomType: 'standard',
          pricePerNight: 250_000,
          price: 250_000,
          images: [],
          features: [],
          maxOccupancy: 2,
          totalRooms: 3,
        },
      ],
    };
    const night = (date: string) => ({
      date,
      basePrice: 250_000,
      discount: 0,
      price: 250_000,
      roomsLeft: 3,
      blocked: false,
      blockReason: '',
    });
    const quoted: string[] = [];
    const api = fakeApi();
    const fetchApi = async (url: string, init: RequestInit) => {
      if (url.startsWith(`/api/hotels/${hotel._id}`)) return json(withRoom);
      if (url.startsWith('/api/bookings/quote') && init.method === 'POST') {
        quoted.push(String(init.body));
        return json({
          available: true,
          reason: null,
          unavailableDates: [],
          nights: [night('2031-05-01'), night('2031-05-02')],
          currency: 'TRY',
          subtotal: 500_000,
          discount: 0,
          taxRate: 12,
          taxes: 60_000,
          total: 560_000,
          promoApplied: false,
          promoInvalid: false,
          promoUnknown: false,
          roomsLeft: 3,
          freeCancellationUntil: '2031-04-30T11:00:00.000Z',
        });
      }
      return api(url);
    };
    const result = page(
      await renderPage({
        url: `/booking?hotelId=${hotel._id}&roomTypeId=${ROOM}&checkIn=2031-05-01&checkOut=2031-05-03&guests=2`,
        lang: 'tr',
        origin: ORIGIN,
        fetchApi,
      }),
    );
    expect(result.document).toBe('light');
    expect(result.status).toBe(200);
    expect(result.head).toContain('<meta name="robots" content="noindex" />');
    expect(islandsOf(result.tail).islands.map((island) => [island.name, island.when])).toContainEqual([
      'checkout',
      'session',
    ]);
    // The quote was asked for the stay in the address, and what it says is in the page.
    expect(JSON.parse(quoted[0] ?? '{}')).toMatchObject({ type: 'hotel', roomTypeId: ROOM, guests: 2 });
    expect(result.html).toContain('Çay bahçesi odası');
    expect(result.html).toMatch(/Vergiler ve harçlar \(%12\)/);
    // The guest's details are the browser's: rendered blank for everyone.
    expect(result.html).toMatch(/autocomplete="email"[^>]*value=""/i);
  });

  it('renders pages at the same time, each in its own language', async () => {
    const [tr, ar, en] = await Promise.all(
      (['tr', 'ar', 'en'] as const).map(async (lang) =>
        page(await renderPage({ url: '/contact', lang, origin: ORIGIN, fetchApi: fakeApi() })),
      ),
    );
    expect(tr?.title).toBe('İletişim · Karadeniz Travel');
    expect(ar?.dir).toBe('rtl');
    expect(en?.title).toBe('Contact · Karadeniz Travel');
  });
});
