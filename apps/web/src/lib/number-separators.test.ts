import { LANGUAGES } from '@app/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { numberInputSeparators, numberSeparators } from './number-separators';

describe('numberSeparators', () => {
  it('takes each language’s separators from its locale, in Latin digits', () => {
    expect(numberSeparators('en')).toEqual({ decimal: '.', group: ',' });
    expect(numberSeparators('ar')).toEqual({ decimal: '.', group: ',' });
    expect(numberSeparators('tr')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('es')).toEqual({ decimal: ',', group: '.' });
    // French groups thousands with a narrow no-break space.
    expect(numberSeparators('fr')).toEqual({ decimal: ',', group: '\u202f' });
  });

  it('gives every language two different separators', () => {
    for (const lang of LANGUAGES) {
      const { decimal, group } = numberSeparators(lang);
      expect(decimal).not.toBe(group);
    }
  });
});

describe('numberInputSeparators', () => {
  it('groups thousands only when the field asks for it', () => {
    expect(numberInputSeparators('fr')).toEqual({ decimalSeparator: ',', thousandSeparator: undefined });
    expect(numberInputSeparators('es', true)).toEqual({ decimalSeparator: ',', thousandSeparator: '.' });
    expect(numberInputSeparators('en', ',')).toEqual({ decimalSeparator: '.', thousandSeparator: ',' });
    expect(numberInputSeparators('tr', false)).toEqual({
      decimalSeparator: ',',
      thousandSeparator: undefined,
    });
  });

  it('reads an unknown language like the fallback language', () => {
    expect(numberInputSeparators('xx', true)).toEqual({ decimalSeparator: '.', thousandSeparator: ',' });
  });
});
