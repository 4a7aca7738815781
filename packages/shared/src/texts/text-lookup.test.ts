import { describe, expect, it } from 'vitest';
import {
  findText,
  interpolate,
  interpolateDeep,
  lookupText,
  pluralCandidates,
  type TextTrees,
  walkText,
} from './text-lookup.ts';

const trees: TextTrees = {
  en: {
    headline: { confirmed: 'Booking confirmed' },
    taxes: 'Taxes and fees ({{rate}}%)',
    only: 'Only in English',
    wait_one: '{{count}} minute free of charge',
    wait_other: '{{count}} minutes free of charge',
    guests_zero: 'No guests',
    guests_one: 'One guest',
    guests_other: '{{count}} guests',
    group: { a: 'A {{x}}', list: ['one {{x}}', 'two'] },
  },
  fr: {
    headline: { confirmed: 'Réservation confirmée' },
    taxes: 'Taxes et frais ({{rate}}\u00a0%)',
    wait_one: '{{count}} minute offerte',
    wait_many: '{{count}} de minutes offertes',
    wait_other: '{{count}} minutes offertes',
    guests_one: '{{count}} voyageur',
    guests_many: '{{count}} de voyageurs',
    guests_other: '{{count}} voyageurs',
  },
  ar: {
    wait_zero: 'لا دقائق',
    wait_one: 'دقيقة واحدة',
    wait_two: 'دقيقتان',
    wait_few: '{{count}} دقائق',
    wait_many: '{{count}} دقيقة',
    wait_other: '{{count}} دقيقة',
  },
};

describe('text lookup', () => {
  it('walks a path and finds nothing past a leaf or a missing step', () => {
    expect(walkText(trees.en, 'headline.confirmed')).toBe('Booking confirmed');
    expect(walkText(trees.en, 'headline.nope')).toBeUndefined();
    expect(walkText(trees.en, 'taxes.rate')).toBeUndefined();
    expect(walkText(undefined, 'a')).toBeUndefined();
  });

  it('fills {{values}}, a missing one as nothing, spaces inside the braces allowed', () => {
    expect(interpolate('Taxes ({{rate}}%) {{ who }}', { rate: 12, who: 'all' })).toBe('Taxes (12%) all');
    expect(interpolate('Hello {{name}}!', {})).toBe('Hello !');
    expect(interpolateDeep({ a: 'A {{x}}', list: ['one {{x}}', 2] }, { x: 1 })).toEqual({
      a: 'A 1',
      list: ['one 1', 2],
    });
  });

  it('reads the language asked for, with its values', () => {
    expect(lookupText(trees, 'headline.confirmed', 'fr')).toBe('Réservation confirmée');
    expect(lookupText(trees, 'taxes', 'fr', { rate: 12 })).toBe('Taxes et frais (12\u00a0%)');
    expect(lookupText(trees, 'taxes', 'en', { rate: 8.5 })).toBe('Taxes and fees (8.5%)');
  });

  it('falls back to English when the language lacks a text, or has no folder at all', () => {
    expect(lookupText(trees, 'only', 'fr')).toBe('Only in English');
    expect(lookupText(trees, 'headline.confirmed', 'es')).toBe('Booking confirmed');
    expect(lookupText(trees, 'no.such.text', 'fr')).toBeUndefined();
    // An object is not a text: the English text is not one either.
    expect(lookupText(trees, 'headline', 'fr')).toBeUndefined();
  });

  it('picks the plural form by the language’s rules (French 0 and 1 are singular; a million is _many)', () => {
    expect(lookupText(trees, 'wait', 'en', { count: 1 })).toBe('1 minute free of charge');
    expect(lookupText(trees, 'wait', 'en', { count: 15 })).toBe('15 minutes free of charge');
    expect(lookupText(trees, 'wait', 'fr', { count: 0 })).toBe('0 minute offerte');
    expect(lookupText(trees, 'wait', 'fr', { count: 1 })).toBe('1 minute offerte');
    expect(lookupText(trees, 'wait', 'fr', { count: 2 })).toBe('2 minutes offertes');
    expect(lookupText(trees, 'wait', 'fr', { count: 1_000_000 })).toBe('1000000 de minutes offertes');
    expect(lookupText(trees, 'wait', 'ar', { count: 2 })).toBe('دقيقتان');
    expect(lookupText(trees, 'wait', 'ar', { count: 5 })).toBe('5 دقائق');
    expect(lookupText(trees, 'wait', 'ar', { count: 11 })).toBe('11 دقيقة');
  });

  it('reads _zero for a count of 0 wherever it exists, else the language’s form', () => {
    expect(lookupText(trees, 'guests', 'en', { count: 0 })).toBe('No guests');
    expect(lookupText(trees, 'guests', 'fr', { count: 0 })).toBe('0 voyageur');
    expect(lookupText(trees, 'wait', 'ar', { count: 0 })).toBe('لا دقائق');
    expect(pluralCandidates('guests', 'en', 0)).toEqual(['guests_zero', 'guests_other', 'guests']);
    expect(pluralCandidates('guests', 'fr', 1)).toEqual(['guests_one', 'guests_other', 'guests']);
  });

  it('reads a plural in English, by English rules, when the language has no form of it', () => {
    expect(lookupText({ en: trees.en, fr: {} }, 'wait', 'fr', { count: 1 })).toBe('1 minute free of charge');
    expect(findText(trees.en, 'wait', 'en', 3)).toBe('{{count}} minutes free of charge');
  });

  it('reads a key without plural forms as itself when a count is given', () => {
    expect(lookupText(trees, 'only', 'en', { count: 3 })).toBe('Only in English');
  });
});
