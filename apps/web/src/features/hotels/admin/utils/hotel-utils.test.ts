import { emptyLocalized } from '@app/shared/i18n/localized-input';
import { describe, expect, it } from 'vitest';
import { checkImageFile, MAX_IMAGE_BYTES } from '../../../../components/admin/upload-image';
import { fromMinorUnits, toMinorUnits } from '../../../../lib/money';
import { emptyHotelValues, parseHotelValues, slugPreview } from './hotel-form';
import { emptyRoomValues, parseRoomValues } from './room-form';

describe('money', () => {
  it('turns typed currency units into integer minor units without float drift', () => {
    expect(toMinorUnits('1899.99')).toBe(189999);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(1250)).toBe(125000);
    expect(toMinorUnits('')).toBeUndefined();
    expect(fromMinorUnits(245050)).toBe(2450.5);
  });
});

describe('room form', () => {
  it('sends the price in minor units and reports it on the price field', () => {
    const parsed = parseRoomValues({
      ...emptyRoomValues(),
      name: { ...emptyLocalized(), en: 'Suite' },
      price: 99.5,
    });
    expect(parsed).toMatchObject({
      ok: true,
      input: { pricePerNight: 9950, maxOccupancy: 2, totalRooms: 1 },
    });
    const bad = parseRoomValues({ ...emptyRoomValues(), price: '', maxOccupancy: 11 });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.issues).toEqual(
        expect.arrayContaining([
          { field: 'name.en', code: 'required' },
          { field: 'price', code: 'required' },
          { field: 'maxOccupancy', code: 'out_of_range' },
        ]),
      );
  });
});

describe('hotel form', () => {
  it('reports the fields the shared schema requires', () => {
    const parsed = parseHotelValues({ ...emptyHotelValues(), paymentOptions: [] });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.issues.map((i) => `${i.field}:${i.code}`)).toEqual(
        expect.arrayContaining([
          'name.en:required',
          'description.en:required',
          'city:required',
          'starRating:required',
          'paymentOptions:required',
        ]),
      );
  });

  it('empties become nulls and numbers', () => {
    const parsed = parseHotelValues({
      ...emptyHotelValues(),
      name: { ...emptyLocalized(), en: 'A' },
      description: { ...emptyLocalized(), en: 'B' },
      city: 'Rize',
      starRating: '5',
      latitude: '41.02',
    });
    expect(parsed).toMatchObject({
      ok: true,
      input: { starRating: 5, latitude: 41.02, longitude: null, destinationId: null },
    });
  });

  it('previews the slug made from the English name', () => {
    expect(slugPreview('Sümela Vadisi Oteli & Spa')).toBe('sumela-vadisi-oteli-spa');
    expect(slugPreview('  Işık Otel  ')).toBe('isik-otel');
  });
});

describe('image files', () => {
  it('accepts JPEG, PNG and WebP up to 8 MB', () => {
    expect(checkImageFile(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeNull();
    expect(checkImageFile(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('invalid_image');
    expect(checkImageFile(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toBe('invalid_image');
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'a.png', { type: 'image/png' });
    expect(checkImageFile(big)).toBe('image_too_large');
  });
});
