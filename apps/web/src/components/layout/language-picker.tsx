import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { Button, Menu, SegmentedControl } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../lib/i18n';

interface LanguagePickerProps {
  /** `menu`: a compact button with a dropdown (headers); `segmented`: three large buttons (mobile drawer). */
  variant?: 'menu' | 'segmented';
}

/** English, Türkçe, العربية: each name in its own language and script. */
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
        aria-label={t('layout:language.label')}
        value={current}
        onChange={(value) => choose(value as Language)}
        data={LANGUAGES.map((lang) => ({ value: lang, label: <span lang={lang}>{nameOf(lang)}</span> }))}
      />
    );
  }

  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={t('layout:language.current', { language: nameOf(current) })}
        >
          <span lang={current}>{nameOf(current)}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('layout:language.label')}</Menu.Label>
        {LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            onClick={() => choose(lang)}
            aria-current={lang === current ? 'true' : undefined}
            rightSection={lang === current ? <IconCheck size={16} aria-hidden="true" /> : null}
          >
            {nameOf(lang)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
