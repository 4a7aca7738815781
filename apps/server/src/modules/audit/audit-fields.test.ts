import { describe, expect, it } from 'vitest';
import { changedFields, isSecretKey, labelOf, redact, wholeRecord } from './audit-fields.ts';

describe('what an audit entry keeps of a record', () => {
  it('keeps only the fields that changed, nested objects field by field, lists whole', () => {
    const before = {
      name: { en: 'Uzungöl Lake Lodge', tr: 'Uzungöl Göl Evi', ar: 'نزل بحيرة أوزونغول' },
      starRating: 4,
      amenities: ['wifi', 'breakfast'],
      published: true,
      updatedAt: '2027-06-01T09:00:00.000Z',
    };
    const after = {
      ...before,
      name: { ...before.name, tr: 'Uzungöl Gölü Konağı' },
      amenities: ['wifi', 'breakfast', 'spa'],
      updatedAt: '2027-06-01T09:05:00.000Z',
    };
    expect(changedFields(before, after)).toEqual({
      before: { name: { tr: 'Uzungöl Göl Evi' }, amenities: ['wifi', 'breakfast'] },
      after: { name: { tr: 'Uzungöl Gölü Konağı' }, amenities: ['wifi', 'breakfast', 'spa'] },
    });
  });

  it('puts a field only one side has on that side, and finds nothing changed in the same record reordered', () => {
    expect(changedFields({ a: 1 }, { a: 1, b: { c: 2 } })).toEqual({ before: {}, after: { b: { c: 2 } } });
    expect(changedFields({ x: { p: 1, q: [1, 2] } }, { x: { q: [1, 2], p: 1 } })).toEqual({
      before: {},
      after: {},
    });
  });

  it('shows a changed secret as changed but never its value', () => {
    const diff = changedFields(
      { smtpHost: 'smtp.example.com', smtpPasswordSealed: 'v1.old-sealed' },
      { smtpHost: 'smtp.example.com', smtpPasswordSealed: 'v1.new-sealed' },
    );
    expect(diff).toEqual({
      before: { smtpPasswordSealed: '[redacted]' },
      after: { smtpPasswordSealed: '[redacted]' },
    });
  });

  it('redacts secrets by key at any depth, in lists too, and keeps whether one is set', () => {
    const record = {
      email: 'isil.sahin@example.com',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc',
      refresh_token: 'rt-123',
      smtpPasswordSet: true,
      card: { brand: 'visa', last4: '4242' },
      flight: {
        travelers: [
          { firstName: 'Işıl', documentNumber: 'U12345678', dateOfBirth: '1990-04-12', nationality: 'TR' },
        ],
      },
      payment: { cardNumber: '4242424242424242', cvv: '123', secretKey: 'sk_live_x' },
    };
    expect(redact(record)).toEqual({
      email: 'isil.sahin@example.com',
      passwordHash: '[redacted]',
      refresh_token: '[redacted]',
      smtpPasswordSet: true,
      card: '[redacted]',
      flight: {
        travelers: [
          { firstName: 'Işıl', documentNumber: '[redacted]', dateOfBirth: '[redacted]', nationality: 'TR' },
        ],
      },
      payment: { cardNumber: '[redacted]', cvv: '[redacted]', secretKey: '[redacted]' },
    });
    expect(JSON.stringify(wholeRecord(record))).not.toMatch(/argon2|rt-123|4242|U1234|1990|sk_live|"123"/);
  });

  it('knows secret keys whatever their spelling, and leaves ordinary ones alone', () => {
    for (const key of [
      'password',
      'password_hash',
      'newPassword',
      'accessToken',
      'token',
      'jwtSecret',
      'cvc',
    ])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of ['passportNumber', 'documentExpiry', 'birthDate', 'dob', 'pan', 'iban', 'apiKey'])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of ['name', 'email', 'status', 'role', 'company', 'panorama', 'taxRate', 'reference'])
      expect(isSecretKey(key), key).toBe(false);
  });

  it('names a record by its reference, its name in English (else another language), a title or an email', () => {
    expect(labelOf({ reference: 'KT-7F3K9Q', name: 'x' })).toBe('KT-7F3K9Q');
    expect(labelOf({ name: { en: '', tr: 'Ayder Yaylası', ar: 'هضبة أيدر' } })).toBe('Ayder Yaylası');
    expect(labelOf({ email: 'meryem@example.com' })).toBe('meryem@example.com');
    expect(labelOf({ startDate: '2027-07-10' })).toBe('2027-07-10');
    expect(labelOf(undefined)).toBe('');
  });
});
