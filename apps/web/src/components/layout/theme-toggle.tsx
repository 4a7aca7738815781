import { ActionIcon, Switch, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

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

  // Both buttons are in the page and the stylesheet shows the one for the current scheme, so a
  // page rendered on the server (which cannot know the scheme) matches the browser's.
  return (
    <>
      <SchemeButton darkHidden label={t('theme.toDark')} onClick={() => setColorScheme('dark')}>
        <IconMoon size={20} aria-hidden="true" />
      </SchemeButton>
      <SchemeButton lightHidden label={t('theme.toLight')} onClick={() => setColorScheme('light')}>
        <IconSun size={20} aria-hidden="true" />
      </SchemeButton>
    </>
  );
}

interface SchemeButtonProps {
  label: string;
  onClick: () => void;
  children: ReactNode;
  darkHidden?: boolean;
  lightHidden?: boolean;
}

function SchemeButton({ label, children, ...props }: SchemeButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={40}
      radius="md"
      aria-label={label}
      title={label}
      {...props}
    >
      {children}
    </ActionIcon>
  );
}
