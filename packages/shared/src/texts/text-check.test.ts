import { describe, expect, it } from 'vitest';
import { type TextFolders, textFaults } from './text-check.ts';

const LANGS = ['en', 'fr'];

/** English and French agreeing: a plain text, a text with a value, a plural and a list. */
function folders(): TextFolders {
  return {
    en: {
      common: {
        actions: { close: 'Close', greet: 'Hello {{name}}' },
        nights_one: 'One night',
        nights_other: '{{count}} nights',
        paragraphs: ['First', 'Second'],
      },
      problems: { fields: { too_many: 'Too many', too_few: 'Too few' } },
    },
    fr: {
      common: {
        actions: { close: 'Fermer', greet: 'Bonjour {{name}}' },
        nights_one: 'Une nuit',
        nights_many: '{{count}} de nuits',
        nights_other: '{{count}} nuits',
        paragraphs: ['Premier', 'Second'],
      },
      problems: { fields: { too_many: 'Trop', too_few: 'Trop peu' } },
    },
  };
}

describe('the texts check', () => {
  it('finds nothing wrong when every language has every text', () => {
    expect(textFaults(folders(), LANGS)).toEqual([]);
  });

  it('fails on a text missing in French', () => {
    const texts = folders();
    delete (texts.fr!.common as { actions: Record<string, string> }).actions.close;
    expect(textFaults(texts, LANGS)).toEqual(['fr/common.json: missing key actions.close']);
  });

  it('fails on a namespace missing in French', () => {
    const texts = folders();
    delete texts.fr!.problems;
    expect(textFaults(texts, LANGS)).toEqual(['fr/problems.json: missing']);
  });

  it('fails on a stray text English does not have', () => {
    const texts = folders();
    (texts.fr!.common as Record<string, unknown>).farewell = 'Au revoir';
    expect(textFaults(texts, LANGS)).toEqual([
      'fr/common.json: stray key farewell (English has no such text)',
    ]);
  });

  it('fails on a value that differs from English', () => {
    const texts = folders();
    (texts.fr!.common as { actions: Record<string, string> }).actions.greet = 'Bonjour {{nom}}';
    expect(textFaults(texts, LANGS)).toEqual([
      'fr/common.json: actions.greet has {{nom}} where English has {{name}}',
    ]);
  });

  it('fails on a plural form French grammar needs', () => {
    const texts = folders();
    delete (texts.fr!.common as Record<string, unknown>).nights_many;
    expect(textFaults(texts, LANGS)).toEqual(['fr/common.json: missing plural form nights_many']);
  });

  it('lets a plural form leave its count out but not add a value', () => {
    const texts = folders();
    const common = texts.fr!.common as Record<string, unknown>;
    common.nights_one = 'Une nuit';
    expect(textFaults(texts, LANGS)).toEqual([]);
    common.nights_one = 'Une nuit à {{city}}';
    expect(textFaults(texts, LANGS)).toEqual([
      'fr/common.json: nights_one has {{city}} where English has {{count}}',
    ]);
  });

  it('fails on an empty text and on a list shorter than English', () => {
    const texts = folders();
    const common = texts.fr!.common as Record<string, unknown>;
    (common.actions as Record<string, string>).close = ' ';
    common.paragraphs = ['Premier'];
    expect(textFaults(texts, LANGS)).toEqual([
      'fr/common.json: actions.close is empty or not a text',
      'fr/common.json: missing key paragraphs.1',
    ]);
  });

  it('fails on a listed language without texts and on texts of a language not listed', () => {
    expect(textFaults(folders(), ['en', 'fr', 'es'])).toEqual(['es: no folder of texts']);
    expect(textFaults(folders(), ['en'])).toEqual([
      'fr: a folder of texts for a language the site does not list',
    ]);
  });
});
