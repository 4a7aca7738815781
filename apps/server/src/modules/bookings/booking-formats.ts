import { intlLocale, type Language } from '@app/shared/i18n/languages';

/** Intl formatters are costly to build and never change: one per locale and options. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found as F;
}

/** Money in minor units as the language writes it: `₺1.234,00`, `TRY 1,234.00`. */
export function moneyIn(lang: Language, currency: string): (minor: number) => string {
  const locale = intlLocale(lang);
  const format = formatter(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  );
  return (minor) => format.format(minor / 100);
}

/** A number as the language writes it: `12,5` in Turkish, French and Spanish. */
export function numberIn(lang: Language): (value: number) => string {
  const locale = intlLocale(lang);
  const format = formatter(`number ${locale}`, () => new Intl.NumberFormat(locale));
  return (value) => format.format(value);
}
