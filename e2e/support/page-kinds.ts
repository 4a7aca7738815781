import type { APIRequestContext } from '@playwright/test';

export { LANGUAGES } from '../../packages/shared/src/i18n/languages';

/** Every kind of page the server renders for the public, with a real address for each. */
export async function publicPageKinds(request: APIRequestContext): Promise<{ kind: string; path: string }[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  // The oldest of each kind (last in the sitemap): the demo data's, which other tests running at the
  // same time do not change. The sitemap lists each language version (`?lang=`); the path is without it.
  const first = (prefix: string) => {
    const matches = [
      ...sitemap.matchAll(new RegExp(`<loc>https?://[^/<]+(${prefix}[^<?]+)[^<]*</loc>`, 'g')),
    ];
    const path = matches.at(-1)?.[1];
    if (!path) throw new Error(`the sitemap lists no ${prefix} page`);
    return path;
  };
  const restaurant = first('/restaurants/');
  // A table for two three days ahead (a time not free that day still shows the form, with the free ones).
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + 3 * 86_400_000),
  );
  // A stay 40 days ahead in the first hotel's first room, and the first package's first departure:
  // the checkouts their Book links lead to.
  const hotel = await (await request.get(`/api/${first('/hotels/').slice(1)}?lang=en`)).json();
  const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const trip = await (await request.get(`/api/${first('/packages/').slice(1)}?lang=en`)).json();
  return [
    { kind: 'home', path: '/' },
    { kind: 'hotels', path: '/hotels' },
    { kind: 'hotel', path: first('/hotels/') },
    { kind: 'trabzon hotels', path: '/trabzon-hotels' },
    {
      kind: 'trabzon hotels search',
      path: `/trabzon-hotels?checkIn=${ahead(10)}&checkOut=${ahead(12)}&guests=2`,
    },
    { kind: 'packages', path: '/packages' },
    { kind: 'package', path: first('/packages/') },
    { kind: 'blog', path: '/blog' },
    { kind: 'blog archive', path: '/blog/archive' },
    { kind: 'blog post', path: first('/blog/post/') },
    { kind: 'blog category', path: first('/blog/category/') },
    { kind: 'blog tag', path: first('/blog/tag/') },
    { kind: 'blog search', path: '/blog/search?q=trabzon' },
    { kind: 'about', path: '/about' },
    { kind: 'contact', path: '/contact' },
    { kind: 'terms', path: '/terms' },
    { kind: 'privacy', path: '/privacy' },
    { kind: 'contract', path: '/contract' },
    { kind: 'restaurants', path: '/restaurants' },
    { kind: 'restaurant', path: restaurant },
    {
      kind: 'restaurant booking',
      path: `/restaurant-booking?restaurant=${restaurant.split('/').pop()}&date=${day}&time=19:00&partySize=2`,
    },
    { kind: 'booking lookup', path: '/bookings/find' },
    {
      kind: 'checkout',
      path: `/booking?hotelId=${hotel._id}&roomTypeId=${hotel.roomTypes[0]._id}&checkIn=${ahead(40)}&checkOut=${ahead(42)}&guests=2`,
    },
    {
      kind: 'package checkout',
      path: `/booking?packageId=${trip._id}&departureId=${trip.departures[0]._id}&guests=2`,
    },
    { kind: 'flights', path: '/flights' },
    {
      kind: 'flight search',
      path: `/flights?tripType=roundTrip&origin=TZX&destination=IST&departureDate=${ahead(10)}&returnDate=${ahead(14)}&passengers=1&cabin=ECONOMY`,
    },
    { kind: 'car transfers', path: '/car-transfers' },
    {
      kind: 'transfer search',
      path: `/car-transfers?service=transfer&pickup=TZX&dropoff=UZUNGOL&pickupDate=${ahead(10)}&pickupTime=10:00&passengers=2`,
    },
    { kind: 'taxis', path: '/taxis' },
    { kind: 'taxi search', path: `/taxis?pickup=TZX&dropoff=SUMELA&date=${ahead(10)}&time=10:00` },
    { kind: 'not found', path: '/no-such-page' },
  ];
}

/** The address with `?lang=` (what a crawler following an hreflang link asks for). */
export const inLanguage = (path: string, lang: string) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
