import { describe, expect, it } from 'vitest';
import { blankDay, emptyPackage, packageBody } from './package-form';

describe('package form', () => {
  it('turns the typed values into the API body: minor units, days numbered by order, empty activities dropped', () => {
    const v = emptyPackage();
    v.name.en = 'Lake days';
    v.price = '1250.5';
    v.dealPercent = '10';
    v.activities = [
      { en: 'Boat', tr: '', ar: '', key: 'a' },
      { en: ' ', tr: '', ar: '', key: 'b' },
    ];
    const second = blankDay();
    second.title.en = 'Second';
    v.itinerary = [second, { ...blankDay(), title: { en: 'Later', tr: '', ar: '' } }];
    const body = packageBody(v);
    expect(body.pricePerPerson).toBe(125_050);
    expect(body.dealPercent).toBe(10);
    expect(body.destinationId).toBeNull();
    expect(body.activities).toEqual([{ en: 'Boat', tr: '', ar: '' }]);
    expect(body.itinerary.map((d) => [d.day, d.title.en])).toEqual([
      [1, 'Second'],
      [2, 'Later'],
    ]);
  });
});
