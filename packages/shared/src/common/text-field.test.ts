import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hasDirectionOverride, hasInvalidCharacters, pathSegment, text } from './text-field.ts';

const codes = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('the text rule', () => {
  it('refuses NUL and the other control characters in one-line text', () => {
    for (const bad of [
      'Uzung\u0000öl',
      '\u0001',
      'a\u0007b',
      '\u001b[31m',
      'a\u007fb',
      'a\u0085b',
      'a\u009fb',
    ])
      expect(hasInvalidCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const bad of ['a\nb', 'a\tb', 'a\rb']) expect(hasInvalidCharacters(bad)).toBe(true);
  });

  it('lets multi-line text keep line breaks and tabs, and nothing else of the kind', () => {
    expect(hasInvalidCharacters('Line one\n\tLine two', { multiline: true })).toBe(false);
    for (const bad of ['a\u0000b', 'a\rb', 'a\u000bb', 'a\u000cb'])
      expect(hasInvalidCharacters(bad, { multiline: true }), JSON.stringify(bad)).toBe(true);
  });

  it('refuses half a surrogate pair but keeps emoji, Arabic marks and joiners', () => {
    expect(hasInvalidCharacters('\ud800')).toBe(true);
    expect(hasInvalidCharacters('a\udc00')).toBe(true);
    for (const good of ['😀👨‍👩‍👧', 'مَرْحَبًا', 'دير\u200f', 'İstanbul’dan', 'a\u00a0b'])
      expect(hasInvalidCharacters(good), good).toBe(false);
  });

  it('answers with field codes: invalid_characters, too_long, required', () => {
    const name = text(5).min(1, { error: 'required' });
    expect(name.parse('  Ali  ')).toBe('Ali');
    expect(codes(name, 'A\u0000')).toEqual(['invalid_characters']);
    expect(codes(name, 'Abcdefg')).toEqual(['too_long']);
    expect(codes(name, '   ')).toEqual(['required']);
    expect(codes(name, undefined)).toEqual(['required']);
    expect(codes(text(100, { multiline: true }), 'Two\nlines')).toEqual([]);
    expect(codes(text(100), 'Two\nlines')).toEqual(['invalid_characters']);
  });

  it('keeps white space where asked (passwords)', () => {
    expect(text(10, { trim: false }).parse(' pass ')).toBe(' pass ');
    expect(codes(text(3, { tooLong: 'password_too_long' }), 'abcd')).toEqual(['password_too_long']);
  });

  it('bounds a path segment', () => {
    expect(codes(pathSegment(10), 'a'.repeat(11))).toEqual(['too_long']);
    expect(codes(pathSegment(10), 'a%00b'.replace('%00', '\u0000'))).toEqual(['invalid_characters']);
    expect(codes(pathSegment(10), '')).toEqual(['required']);
  });

  it('refuses invisible direction overrides and isolates in one-line text, keeps the marks Arabic needs', () => {
    const line = text(100).min(1, { error: 'required' });
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const value = `invoice${String.fromCodePoint(code)}gpj.exe`;
      expect(hasDirectionOverride(value)).toBe(true);
      expect(codes(line, value), code.toString(16)).toEqual(['direction_override']);
    }
    for (const good of ['فندق\u200eTrabzon', 'دير\u200f', 'السعر\u061c 120', 'Uzungöl 🌲'])
      expect(codes(line, good), good).toEqual([]);
    // A multi-line text (a description, a review) is not a one-line field: the rule is for names and searches.
    expect(codes(text(100, { multiline: true }), 'a\u202eb')).toEqual([]);
  });
});
