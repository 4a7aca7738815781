import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@app/shared/i18n/languages';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerText, findTextsHome, readTextFolders, serverText, textFinder, textsOf } from './texts.ts';

const home = mkdtempSync(path.join(tmpdir(), 'texts-'));
const write = (lang: string, namespace: string, texts: unknown) => {
  mkdirSync(path.join(home, lang), { recursive: true });
  writeFileSync(path.join(home, lang, `${namespace}.json`), JSON.stringify(texts));
};
write('en', 'mail', {
  booking: { hello: 'Hello', taxes: 'Taxes and fees ({{rate}}%)', onlyEnglish: 'Only in English' },
  wait_one: '{{count}} minute',
  wait_other: '{{count}} minutes',
});
write('en', 'feeds', { rss: { title: 'Travel blog' } });
write('fr', 'mail', {
  booking: { hello: 'Bonjour', taxes: 'Taxes et frais ({{rate}}\u00a0%)' },
  wait_one: '{{count}} minute',
  wait_many: '{{count}} de minutes',
  wait_other: '{{count}} minutes',
});
// A folder without texts yet, and a file beside the folders: neither is a language's texts.
mkdirSync(path.join(home, 'es'));
writeFileSync(path.join(home, 'text-lookup.ts'), 'export {};');
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('the server’s texts', () => {
  const find = textFinder(readTextFolders(home));

  it('reads every language folder and each namespace file in the texts home', () => {
    expect(Object.keys(readTextFolders(home)).sort()).toEqual(['en', 'es', 'fr']);
    expect(Object.keys(readTextFolders(home).en ?? {}).sort()).toEqual(['feeds', 'mail']);
  });

  it('reads namespace:path in the language asked for, with its values and plural form', () => {
    expect(find('fr', 'mail:booking.hello')).toBe('Bonjour');
    expect(find('fr', 'mail:booking.taxes', { rate: 12 })).toBe('Taxes et frais (12\u00a0%)');
    expect(find('fr', 'mail:wait', { count: 1 })).toBe('1 minute');
    expect(find('fr', 'mail:wait', { count: 0 })).toBe('0 minute');
    expect(find('fr', 'mail:wait', { count: 15 })).toBe('15 minutes');
    expect(find('en', 'mail:wait', { count: 0 })).toBe('0 minutes');
  });

  it('falls back to English for a text, a namespace or a whole language that is missing', () => {
    expect(find('fr', 'mail:booking.onlyEnglish')).toBe('Only in English');
    expect(find('fr', 'feeds:rss.title')).toBe('Travel blog');
    expect(find('es', 'mail:booking.hello')).toBe('Hello');
    expect(find('es', 'mail:wait', { count: 1 })).toBe('1 minute');
    expect(find('fr', 'mail:booking.nope')).toBeUndefined();
    expect(find('fr', 'nowhere:booking.hello')).toBeUndefined();
    expect(() => find('fr', 'booking.hello')).toThrow(/namespace:path/);
  });

  it('reads texts a module brings itself by the same rule', () => {
    const t = textsOf<{ day: string; hours_other: string }>(
      { en: { day: 'Day', hours_one: 'An hour', hours_other: '{{count}} hours' }, fr: { day: 'Jour' } },
      'fr',
    );
    expect(t('day')).toBe('Jour');
    expect(t('hours', { count: 1 })).toBe('An hour');
    expect(t.find('nope')).toBeUndefined();
    expect(t('nope' as 'day')).toBe('nope');
  });
});

describe('the texts home', () => {
  it('is the shared package’s folder of texts in the sources (dist/texts beside the bundle)', () => {
    expect(findTextsHome()).toBe(
      fileURLToPath(new URL('../../../../packages/shared/src/texts/', import.meta.url)),
    );
  });

  it('holds the server’s namespaces for every language the site speaks', () => {
    for (const lang of LANGUAGES) {
      expect(serverText(lang, 'mail:booking.headline.confirmed')).not.toBe('mail:booking.headline.confirmed');
      expect(findServerText(lang, 'feeds:rss.title')).toBeTruthy();
    }
    expect(serverText('fr', 'mail:booking.headline.confirmed')).toBe('Réservation confirmée');
    expect(serverText('es', 'mail:booking.headline.confirmed')).toBe('Reserva confirmada');
    expect(serverText('fr', 'feeds:rss.title')).toBe('Blog de voyage');
  });

  it('reads a text no language has as its key, and finds nothing for it', () => {
    expect(serverText('fr', 'mail:booking.nope' as 'mail:booking.hello')).toBe('mail:booking.nope');
    expect(findServerText('fr', 'mail:booking.nope')).toBeUndefined();
  });
});
