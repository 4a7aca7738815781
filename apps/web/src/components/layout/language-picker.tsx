import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { NativeSelect, SegmentedControl } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

interface LanguagePickerProps {
  /** `menu`: a compact list (headers); `segmented`: a large button per language, one under another (mobile drawer). */
  variant?: 'menu' | 'segmented';
}

/** English, Türkçe, العربية, Français, Español: each name in its own language and script. */
export function LanguagePicker({ variant = 'menu' }: LanguagePickerProps) {
  const { t } = useTranslation(['common', 'layout']);
  const current = currentLanguage();
  const nameOf = (lang: Language) => t(`common:languages.${lang}`);
  const choose = (lang: Language) => {
    if (lang !== current) void changeLanguage(lang);
  };

  if (variant === 'segmented') {
    return (
      <SegmentedControl
        fullWidth
        // Five names side by side do not fit a phone's drawer: they stand one under another.
        orientation="vertical"
        aria-label={t('layout:language.label')}
        value={current}
        onChange={(value) => choose(value as Language)}
        data={LANGUAGES.map((lang) => ({ value: lang, label: <span lang={lang}>{nameOf(lang)}</span> }))}
      />
    );
  }

  // A native list: light (no popover code on the first load) and the system picker on touch screens.
  return (
    <NativeSelect
      aria-label={t('layout:language.label')}
      value={current}
      onChange={(event) => choose(event.currentTarget.value as Language)}
      leftSection={<IconLanguage size={18} aria-hidden="true" />}
      leftSectionWidth={26}
      variant="unstyled"
      w={128}
      data={LANGUAGES.map((lang) => ({ value: lang, label: nameOf(lang) }))}
      styles={{ input: { fontWeight: 600 } }}
    />
  );
}
