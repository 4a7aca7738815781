import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { ERROR_CODES, FIELD_CODES } from './codes';
import { errorText, fieldText, PROBLEM_TEXTS } from './problem-texts';

describe('error text catalogue', () => {
  it.each(LANGUAGES)('has a text for every error code in %s', (lang) => {
    const missing = ERROR_CODES.filter((code) => !PROBLEM_TEXTS[lang].errors[code]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('has a text for every field code in %s', (lang) => {
    const missing = FIELD_CODES.filter((code) => !PROBLEM_TEXTS[lang].fields[code]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('has no text for a code that does not exist in %s', (lang) => {
    const texts = PROBLEM_TEXTS[lang];
    expect(
      Object.keys(texts.errors).filter((code) => !(ERROR_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
    expect(
      Object.keys(texts.fields).filter((code) => !(FIELD_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
  });

  it('reads a code in the language asked for', () => {
    expect(errorText('sold_out', 'en')).toBe(
      'Sorry, this room is no longer available for the selected dates.',
    );
    expect(errorText('not_found', 'tr')).toBe('Bulunamadı.');
    expect(fieldText('required', 'ar')).toBe('هذا الحقل مطلوب');
  });

  it('reads an unknown field code as "not valid"', () => {
    expect(fieldText('no_such_code', 'en')).toBe('This value is not valid');
  });
});
