import { directionOf } from '@app/shared/i18n/languages';
import { useDirection } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/ar';
import 'dayjs/locale/tr';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';

/**
 * Keeps Mantine in step with the chosen language: text direction (Arabic is right-to-left)
 * and the date pickers' locale. `changeLanguage` already sets `<html dir lang>`.
 */
export function LanguageSync({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const lang = i18n.language ? currentLanguage() : 'en';

  useEffect(() => {
    setDirection(directionOf(lang));
  }, [lang, setDirection]);

  return <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
