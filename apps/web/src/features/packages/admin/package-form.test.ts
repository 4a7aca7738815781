import { emptyLocalized } from '@app/shared/i18n/localized-input';
import { describe, expect, it } from 'vitest';
import { blankDay, emptyPackage, packageBody } from './package-form';

describe('package form', () => {
  it('turns the typed values into the API body: minor units, days numbered by order, empty activities dropped', () => {
    const v = emptyPackage();
    v.name.en = 'Lake days';
    v.price = '1250.5';
    v.dealPercent = '10';
    v.activities = [
      { ...emptyLocalized(), en: 'Boat', key: 'a' },
      { ...emptyLocalized(), en: ' ', key: 'b' },
      { ...emptyLocalized(), fr: 'Balade en barque', key: 'c' },
    ];
    const second = blankDay();
    second.title.en = 'Second';
    v.itinerary = [second, { ...blankDay(), title: { ...emptyLocalized(), en: 'Later' } }];
    const body = packageBody(v);
    expect(body.pricePerPerson).toBe(125_050);
    expect(body.dealPercent).toBe(10);
    expect(body.destinationId).toBeNull();
    expect(body.activities).toEqual([
      { ...emptyLocalized(), en: 'Boat' },
      { ...emptyLocalized(), fr: 'Balade en barque' },
    ]);
    expect(body.itinerary.map((d) => [d.day, d.title.en])).toEqual([
      [1, 'Second'],
      [2, 'Later'],
    ]);
  });
});
