/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The texts promise what a traveller can book, and every service of the spec can be booked now:
 * hotels (ours and the Trabzon hotels of the travel data provider), flights, tour packages,
 * restaurant tables, car rentals, transfers and taxis. Flights came last: no text names them as
 * still coming, and the texts that once did now offer them.
 */
type Lang = 'en' | 'tr' | 'ar';

const FLIGHTS: Record<Lang, RegExp> = {
  en: /\bflights?\b/i,
  tr: /(uçuş|uçak)/i,
  ar: /(جوية|طيران)/,
};

const SAYS_COMING: Record<Lang, RegExp> = {
  en: /coming soon|not yet/i,
  tr: /yakında|henüz/i,
  ar: /قريبًا|ليس بعد/,
};

/** The texts that said flights were coming: the site's pitch, its question about services, the page's lead. */
const ONCE_COMING = ['layout:faq.items.comingSoon.answer', 'layout:footer.pitch', 'pages:flights.lead'];

function texts(lang: Lang): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.set(key, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, key.endsWith(':') ? `${key}${k}` : `${key}.${k}`);
  };
  const dir = join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'shared', 'src', 'texts', lang);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), `${file.replace(/\.json$/, '')}:`);
  return found;
}

describe('what the texts offer', () => {
  for (const lang of ['en', 'tr', 'ar'] as Lang[]) {
    const all = texts(lang);

    it(`never says flights are still coming (${lang})`, () => {
      const coming = [...all]
        .filter(([, text]) => FLIGHTS[lang].test(text) && SAYS_COMING[lang].test(text))
        .map(([key]) => key);
      expect(coming).toEqual([]);
    });

    it(`offers flights where it once said they were coming (${lang})`, () => {
      for (const key of ONCE_COMING) expect(all.get(key), key).toMatch(FLIGHTS[lang]);
    });
  }

  it('describes the site by what it sells in the page shell', () => {
    for (const page of ['index.html', 'light.html']) {
      const shell = readFileSync(join(import.meta.dirname, '..', '..', page), 'utf8');
      const description = /<meta name="description" content="([^"]*)"/.exec(shell)?.[1] ?? '';
      expect(description, page).toMatch(/hotels/i);
      expect(description, page).toMatch(FLIGHTS.en);
    }
  });
});
