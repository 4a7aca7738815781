/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The texts promise only what a traveller can book today: hotels (ours and the Trabzon hotels of the
 * travel data provider), tour packages, restaurant tables, car rentals, transfers and taxis. Flights
 * are still being built: a text names them only where it says they are coming, or where it leads to
 * or asks about them.
 */
type Lang = 'en' | 'tr' | 'ar';

const NOT_YET_BOOKABLE: Record<Lang, RegExp> = {
  en: /\bflights?\b/i,
  tr: /(uçuş|uçak)/i,
  ar: /(جوية|طيران)/,
};

const SAYS_COMING: Record<Lang, RegExp> = {
  en: /coming soon|not yet/i,
  tr: /yakında|henüz/i,
  ar: /قريبًا|ليس بعد/,
};

/** Texts that say a service is coming. */
const COMING = ['layout:faq.items.comingSoon.answer', 'layout:footer.pitch', 'pages:flights.lead'];

/** Texts that may name them: the coming ones, the links and titles of their pages, a question. */
const MAY_NAME = [
  ...COMING,
  'layout:faq.items.comingSoon.question',
  'layout:nav.flights',
  'pages:flights.title',
  // A transfer meets the traveller's flight: its number is asked, not a flight sold.
  'vehicles:form.flightNumber',
  'vehicles:form.flightHint',
  'booking:vehicle.flight',
  'booking:vehicle.flightLabel',
  'booking:vehicle.flightHint',
];

const mayName = (key: string) => MAY_NAME.includes(key);

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

    it(`names flights only where they are said to be coming (${lang})`, () => {
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
