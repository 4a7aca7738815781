import { directionOf, LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { TranslationTabs } from '../translation-tabs';

interface LanguageTabsProps {
  /** Accessible name of the tab list, e.g. "Content language". */
  label: string;
  value: Language;
  onChange: (lang: Language) => void;
  /** Languages whose fields have an error: their tab is marked. */
  withErrors?: readonly Language[];
  /** Marks the English tab "required" (its fields must be filled). */
  englishRequired?: boolean;
  /** The fields of one language; each input should carry `lang` and `dir` (see `languageInputProps`). */
  children: (lang: Language) => ReactNode;
}

/**
 * Props for an input holding text in `lang`: Arabic reads right to left whatever the page
 * direction. Mantine puts `dir` on the input's wrapper; `attributes` sets it on the input too.
 */
export function languageInputProps(lang: Language) {
  const dir = directionOf(lang);
  return { lang, dir, attributes: { input: { dir, lang } } } as const;
}

/** Each language of the site as a tab over the same set of fields; English may be required. */
export function LanguageTabs({
  label,
  value,
  onChange,
  withErrors = [],
  englishRequired = true,
  children,
}: LanguageTabsProps) {
  const { t } = useTranslation('adminHotels');
  return (
    <TranslationTabs
      label={label}
      value={value}
      onChange={onChange}
      withErrors={withErrors}
      errorText={t('languages.hasErrors')}
      note={(lang) =>
        lang === 'en' && englishRequired ? (
          <Text span size="xs" c="dimmed">
            {t('languages.required')}
          </Text>
        ) : null
      }
    >
      {children}
    </TranslationTabs>
  );
}

/** Which languages have an error among `fields` (e.g. `name`, `description`) in a form's errors. */
export function languagesWithErrors(
  errors: Record<string, ReactNode>,
  fields: readonly string[],
): Language[] {
  return LANGUAGES.filter((lang) => fields.some((field) => Boolean(errors[`${field}.${lang}`])));
}
