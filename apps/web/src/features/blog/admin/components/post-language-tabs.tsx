import type { Language } from '@app/shared/i18n/languages';
import { Badge, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TranslationTabs } from '../../../../components/translation-tabs';
import { useTranslation } from '../../../../lib/use-translation';

interface PostLanguageTabsProps {
  value: Language;
  onChange: (lang: Language) => void;
  /** The language the post is written in first. */
  originalLang: Language;
  /** Languages with something written in them. */
  withContent: readonly Language[];
  /** Languages with a field in error. */
  withErrors: readonly Language[];
  children: (lang: Language) => ReactNode;
}

/** Each language of the site over the same fields, each tab saying whether it has text yet. */
export function PostLanguageTabs({
  value,
  onChange,
  originalLang,
  withContent,
  withErrors,
  children,
}: PostLanguageTabsProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <TranslationTabs
      label={t('editor.languageTabs')}
      value={value}
      onChange={onChange}
      withErrors={withErrors}
      errorText={t('editor.tabHasErrors')}
      icon={(lang) => {
        const filled = withContent.includes(lang);
        const Icon = filled ? IconCircleCheckFilled : IconCircleDashed;
        return (
          <Icon
            size={16}
            aria-hidden="true"
            color={filled ? 'var(--mantine-color-uzungol-filled)' : 'var(--mantine-color-dimmed)'}
          />
        );
      }}
      note={(lang) => (
        <>
          <VisuallyHidden>
            {withContent.includes(lang) ? t('editor.tabHasText') : t('editor.tabEmpty')}
          </VisuallyHidden>
          {lang === originalLang ? (
            <Badge size="xs" variant="light" component="span">
              {t('editor.original')}
            </Badge>
          ) : null}
        </>
      )}
    >
      {children}
    </TranslationTabs>
  );
}
