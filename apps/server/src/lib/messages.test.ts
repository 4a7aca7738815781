import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, FIELD_CODES } from '@app/shared/errors/codes';
import { describe, expect, it } from 'vitest';
import { errorMessage, fieldMessage } from './messages.ts';
import { findTextsHome } from './texts.ts';

const catalogue = (lang: string) => {
  const file = path.join(findTextsHome(), lang, 'problems.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as {
        errors: Record<string, string>;
        fields: Record<string, string>;
      })
    : null;
};

/** The problem titles the API tests and clients rely on come from the error catalogue (problems.json). */
describe('problem messages', () => {
  // Every other language is held to English by `npm run check:texts`.
  it('has an English text for every error and field code, and none for a code that does not exist', () => {
    const en = catalogue('en');
    expect(ERROR_CODES.filter((code) => !en?.errors[code]?.trim())).toEqual([]);
    expect(FIELD_CODES.filter((code) => !en?.fields[code]?.trim())).toEqual([]);
    expect(
      Object.keys(en?.errors ?? {}).filter((code) => !(ERROR_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
    expect(
      Object.keys(en?.fields ?? {}).filter((code) => !(FIELD_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
  });

  it('title a problem in the request’s language', () => {
    expect(errorMessage('route_not_found', 'en')).toBe('There is no such API endpoint.');
    expect(errorMessage('invalid_credentials', 'en')).toBe('Invalid email or password');
    expect(errorMessage('image_too_large', 'en')).toBe('The image is too large. The limit is 8 MB.');
    expect(errorMessage('sold_out', 'en')).toBe(
      'Sorry, this room is no longer available for the selected dates.',
    );
    expect(errorMessage('cancellation_window_closed', 'en')).toContain(
      'Free cancellation ends 24 hours before check-in',
    );
    expect(errorMessage('route_not_found', 'tr')).toBe('Böyle bir API uç noktası yok.');
    expect(errorMessage('not_found', 'tr')).toBe('Bulunamadı.');
    expect(errorMessage('route_not_found', 'ar')).toBe('لا توجد نقطة نهاية API بهذا الاسم.');
  });

  it('word a field issue in the request’s language, and an unknown code as "not valid"', () => {
    expect(fieldMessage('required', 'tr')).toBe('Bu alan zorunludur');
    expect(fieldMessage('required', 'ar')).toBe('هذا الحقل مطلوب');
    expect(fieldMessage('made_up', 'en')).toBe('This value is not valid');
  });

  it.each(['fr', 'es'] as const)('reads %s from its own catalogue', (lang) => {
    const texts = catalogue(lang);
    // Until the language's catalogue is written, its problems read in English.
    expect(errorMessage('invalid_credentials', lang)).toBe(
      texts?.errors.invalid_credentials ?? 'Invalid email or password',
    );
    expect(fieldMessage('made_up', lang)).toBe(texts?.fields.invalid_value ?? 'This value is not valid');
  });
});
