import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './languages.ts';

describe('the language a browser asks for', () => {
  it.each([
    ['ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7', 'ar'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8,tr;q=0.7', 'en'],
    ['de;q=1, tr;q=0.5, ar;q=0.8', 'ar'],
    ['TR-tr', 'tr'],
    ['fr-FR,fr;q=0.9,de;q=0.8', 'fr'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['de-DE,de;q=0.9,nl;q=0.8', null],
    ['en;q=0,ar;q=0.1', 'ar'],
    ['*', null],
    ['', null],
    [undefined, null],
    ['ar;q=abc,en', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
