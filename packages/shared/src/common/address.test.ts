import { describe, expect, it } from 'vitest';
import { addressParts, addressSeparator, formatAddress, spelled } from './address.ts';

const LINE = 'Kahramanmaraş Cad. No: 12, Meydan, Ortahisar / Trabzon';

describe('addressParts', () => {
  it('leaves out a town the street line already names', () => {
    expect(addressParts([LINE, spelled('Trabzon', 'طرابزون')])).toEqual([LINE]);
  });

  it('knows the town under its other spellings: the Arabic name of a town the line names', () => {
    expect(addressParts([LINE, spelled('طرابزون', 'Trabzon')])).toEqual([LINE]);
    expect(formatAddress([LINE, spelled('طرابزون', 'Trabzon')], 'ar')).toBe(LINE);
  });

  it('keeps a town the line does not name, and an area once', () => {
    expect(
      addressParts([
        'Sahil Cad. No: 41',
        spelled('Akçaabat'),
        spelled('Black Sea Coast', 'Karadeniz Sahili'),
      ]),
    ).toEqual(['Sahil Cad. No: 41', 'Akçaabat', 'Black Sea Coast']);
    expect(addressParts([spelled('Trabzon'), spelled('Trabzon', 'طرابزون')])).toEqual(['Trabzon']);
    expect(addressParts([spelled('أورتاحصار', 'Ortahisar'), spelled('طرابزون', 'Trabzon')])).toEqual([
      'أورتاحصار',
      'طرابزون',
    ]);
  });

  it('compares whole words, case and marks aside', () => {
    expect(addressParts(['UZUNGOL MAH. No: 9, CAYKARA', spelled('Çaykara')])).toEqual([
      'UZUNGOL MAH. No: 9, CAYKARA',
    ]);
    // "Of" is a town; "Ofis Sok." does not name it.
    expect(addressParts(['Ofis Sok. No: 3', 'Of'])).toEqual(['Ofis Sok. No: 3', 'Of']);
    expect(addressParts(['Ayder Yaylası Merkez No: 27', spelled('Ayder Plateau', 'Ayder Yaylasi')])).toEqual([
      'Ayder Yaylası Merkez No: 27',
    ]);
  });

  it('drops empty parts', () => {
    expect(addressParts(['', null, undefined, '  ', 'Rize'])).toEqual(['Rize']);
  });
});

describe('the separator', () => {
  it('is an Arabic comma in Arabic and a comma elsewhere', () => {
    expect(addressSeparator('ar')).toBe('، ');
    expect(addressSeparator('en')).toBe(', ');
    expect(addressSeparator('tr')).toBe(', ');
    expect(formatAddress(['شارع الساحل', spelled('أكتشابات', 'Akçaabat')], 'ar')).toBe(
      'شارع الساحل، أكتشابات',
    );
  });
});
