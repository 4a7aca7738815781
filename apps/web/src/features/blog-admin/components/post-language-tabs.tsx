import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { Badge, Group, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

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

/** English, Türkçe and العربية over the same fields, each saying whether it has text yet. */
export function PostLanguageTabs({
  value,
  onChange,
  originalLang,
  withContent,
  withErrors,
  children,
}: PostLanguageTabsProps) {
  const { t } = useTranslation(['adminBlog', 'common']);
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        if (next && (LANGUAGES as readonly string[]).includes(next)) onChange(next as Language);
      }}
      keepMounted={false}
      variant="outline"
    >
      <Tabs.List aria-label={t('editor.languageTabs')}>
        {LANGUAGES.map((lang) => {
          const filled = withContent.includes(lang);
          const Icon = filled ? IconCircleCheckFilled : IconCircleDashed;
          return (
            <Tabs.Tab
              key={lang}
              value={lang}
              leftSection={
                <Icon
                  size={16}
                  aria-hidden="true"
                  color={filled ? 'var(--mantine-color-uzungol-filled)' : 'var(--mantine-color-dimmed)'}
                />
              }
              rightSection={
                withErrors.includes(lang) ? (
                  <>
                    <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden="true" />
                    <VisuallyHidden>{t('editor.tabHasErrors')}</VisuallyHidden>
                  </>
                ) : null
              }
            >
              <Group gap={6} wrap="nowrap" component="span">
                <Text span lang={lang} inherit>
                  {t(`common:languages.${lang}`)}
                </Text>
                <VisuallyHidden>{filled ? t('editor.tabHasText') : t('editor.tabEmpty')}</VisuallyHidden>
                {lang === originalLang ? (
                  <Badge size="xs" variant="light" component="span">
                    {t('editor.original')}
                  </Badge>
                ) : null}
              </Group>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {LANGUAGES.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="md">
          <Stack gap="md">{children(lang)}</Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
