import { FALLBACK_LANGUAGE, intlLocale, isLanguage, type Language } from '@app/shared/i18n/languages';

/** How a language writes a number's decimal part and groups its thousands: "1.234,5" → `,` and `.`. */
export interface NumberSeparators {
  decimal: string;
  group: string;
}

const found = new Map<Language, NumberSeparators>();

/**
 * The separators a language writes numbers with, as `Intl` writes them in its locale: a decimal
 * comma where the language has one ("1050,50"), a point where it has that ("1050.50"). In Latin
 * digits, because a number input takes 0–9 in every language: a page whose locale would write
 * other digits (and their own decimal sign, such as "٫") still gets the separators those 0–9 take.
 */
export function numberSeparators(lang: Language): NumberSeparators {
  let separators = found.get(lang);
  if (!separators) {
    const parts = new Intl.NumberFormat(intlLocale(lang), { numberingSystem: 'latn' }).formatToParts(
      // Seven digits: some locales group only from five (Spanish writes 1234 but 12 345).
      1_234_567.5,
    );
    const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    const group = parts.find((p) => p.type === 'group')?.value ?? (decimal === ',' ? '.' : ',');
    separators = { decimal, group };
    found.set(lang, separators);
  }
  return separators;
}

/**
 * Mantine `NumberInput` props that read and show a typed number in the reader's language: its
 * decimal separator, and its thousands separator when the field groups digits (`grouped` is the
 * field's own `thousandSeparator`: any truthy value asks for grouping). The input still takes a
 * point typed for the decimal separator, and always hands the form a plain number ("1050,50" →
 * 1050.5).
 */
export function numberInputSeparators(
  lang: string,
  grouped?: boolean | string,
): { decimalSeparator: string; thousandSeparator: string | undefined } {
  const { decimal, group } = numberSeparators(isLanguage(lang) ? lang : FALLBACK_LANGUAGE);
  return { decimalSeparator: decimal, thousandSeparator: grouped ? group : undefined };
}
