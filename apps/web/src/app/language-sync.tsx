import { directionOf } from '@app/shared/i18n/languages';
import { useDirection } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { currentLanguage } from '../lib/i18n';
import { useTranslation } from '../lib/use-translation';

/**
 * Keeps Mantine in step with the chosen language: text direction (Arabic is right-to-left).
 * `changeLanguage` already sets `<html dir lang>`.
 */
export function LanguageSync({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const lang = i18n.language ? currentLanguage() : 'en';

  useEffect(() => {
    setDirection(directionOf(lang));
  }, [lang, setDirection]);

  return children;
}
