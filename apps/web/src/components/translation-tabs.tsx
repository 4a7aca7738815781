import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { Group, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import classes from './translation-tabs.module.css';

interface TranslationTabsProps {
  /** Accessible name of the tab list, e.g. "Content language". */
  label: string;
  value: Language;
  onChange: (lang: Language) => void;
  /** Languages whose fields have an error: their tab is marked, and `errorText` said to screen readers. */
  withErrors?: readonly Language[];
  errorText: string;
  /** What a tab shows before its language's name (e.g. whether there is text in it yet). */
  icon?: (lang: Language) => ReactNode;
  /** What a tab shows after its language's name (e.g. "required", "original"). */
  note?: (lang: Language) => ReactNode;
  /** The fields of one language. */
  children: (lang: Language) => ReactNode;
}

/** The site's languages as tabs over the same set of fields, each tab with its marks. */
export function TranslationTabs({
  label,
  value,
  onChange,
  withErrors = [],
  errorText,
  icon,
  note,
  children,
}: TranslationTabsProps) {
  const { t } = useTranslation('common');
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        if (next && (LANGUAGES as readonly string[]).includes(next)) onChange(next as Language);
      }}
      keepMounted={false}
      variant="outline"
    >
      <Tabs.List aria-label={label} className={classes.list}>
        {LANGUAGES.map((lang) => (
          <Tabs.Tab
            key={lang}
            value={lang}
            className={classes.tab}
            leftSection={icon?.(lang)}
            rightSection={
              withErrors.includes(lang) ? (
                <>
                  <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden="true" />
                  <VisuallyHidden>{errorText}</VisuallyHidden>
                </>
              ) : null
            }
          >
            <Group gap={6} wrap="nowrap" component="span">
              <Text span lang={lang} inherit>
                {t(`languages.${lang}`)}
              </Text>
              {note?.(lang)}
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LANGUAGES.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="md">
          <Stack gap="md">{children(lang)}</Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
