/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The texts promise only what a traveller can book today: hotels, tour packages and restaurant
 * tables. Flights, car rentals, transfers and taxis (and live offers from more Trabzon hotels) are
 * still being built: a text names them only where it says they are coming, or where it leads to or
 * asks about them.
 */
type Lang = 'en' | 'tr' | 'ar';

const NOT_YET_BOOKABLE: Record<Lang, RegExp> = {
  en: /\b(flights?|car (rentals?|hire)|rent a car|transfers?|taxis?)\b/i,
  tr: /(uçuş|uçak|araç kirala|kiralık araç|transfer|taksi)/i,
  ar: /(جوية|طيران|تأجير السيارات|استئجار سيار|استأجر سيار|تنقلات|تنقلًا|توصيل|أجرة)/,
};

const SAYS_COMING: Record<Lang, RegExp> = {
  en: /coming soon|not yet/i,
  tr: /yakında|henüz/i,
  ar: /قريبًا|ليس بعد/,
};

/** Texts that say a service is coming. */
const COMING = [
  'layout:faq.items.comingSoon.answer',
  'layout:footer.pitch',
  'home:search.taxisSoon',
  'pages:flights.lead',
  'pages:carTransfers.lead',
  'pages:taxis.lead',
  'pages:trabzonHotels.lead',
];

/** Texts that may name them: the coming ones, the links and titles of their pages, a question. */
const MAY_NAME = [
  ...COMING,
  'layout:faq.items.comingSoon.question',
  'layout:nav.flights',
  'layout:nav.carTransfers',
  'layout:nav.taxis',
  'home:search.tabs.taxis',
  'pages:flights.title',
  'pages:carTransfers.title',
  'pages:taxis.title',
  // "Write to us about transfers and taxis" is a question anyone may ask.
  'company:contact.subjects.transfer',
];

/**
 * The words of a booking of these kinds (its checkout, confirmation and admin lines): shown only on
 * a vehicle booking, which the API already takes, never as an offer on a page.
 */
const OF_A_VEHICLE_BOOKING = [
  'booking:vehicle.',
  'adminBookings:type.car_rental',
  'adminBookings:type.transfer',
  'adminBookings:type.taxi',
  'adminBookings:kinds.car_rental.',
  'adminBookings:kinds.transfer.',
  'adminBookings:kinds.taxi.',
];

const mayName = (key: string) =>
  MAY_NAME.includes(key) || OF_A_VEHICLE_BOOKING.some((prefix) => key.startsWith(prefix));

function texts(lang: Lang): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.set(key, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, key.endsWith(':') ? `${key}${k}` : `${key}.${k}`);
  };
  const dir = join(import.meta.dirname, lang);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), `${file.replace(/\.json$/, '')}:`);
  return found;
}

describe('what the texts offer', () => {
  for (const lang of ['en', 'tr', 'ar'] as Lang[]) {
    const all = texts(lang);

    it(`names flights, cars, transfers and taxis only where they are said to be coming (${lang})`, () => {
      const naming = [...all].filter(([, text]) => NOT_YET_BOOKABLE[lang].test(text)).map(([key]) => key);
      expect(naming.filter((key) => !mayName(key))).toEqual([]);
    });

    it(`says they are coming where it names them as such (${lang})`, () => {
      for (const key of COMING) expect(all.get(key), key).toMatch(SAYS_COMING[lang]);
    });
  }

  it('describes the site by what it sells in the page shell', () => {
    const shell = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
    const description = /<meta name="description" content="([^"]*)"/.exec(shell)?.[1] ?? '';
    expect(description).toMatch(/hotels/i);
    expect(description).not.toMatch(NOT_YET_BOOKABLE.en);
  });
});
