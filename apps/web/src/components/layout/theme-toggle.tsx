import { ActionIcon, Switch, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ThemeToggleProps {
  /** `icon`: a sun/moon button (headers); `switch`: a labelled switch (mobile drawer). */
  variant?: 'icon' | 'switch';
}

/** Light/dark toggle; the choice is saved as `darkMode` by the app's color scheme manager. */
export function ThemeToggle({ variant = 'icon' }: ThemeToggleProps) {
  const { t } = useTranslation('layout');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = scheme === 'dark';

  if (variant === 'switch') {
    return (
      <Switch
        size="md"
        label={t('theme.dark')}
        checked={dark}
        onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
      />
    );
  }

  const label = dark ? t('theme.toLight') : t('theme.toDark');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={40}
      radius="md"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      {dark ? <IconSun size={20} aria-hidden="true" /> : <IconMoon size={20} aria-hidden="true" />}
    </ActionIcon>
  );
}
