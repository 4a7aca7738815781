import { ActionIcon, Button, createTheme, type MantineColorsTuple, type MantineTheme } from '@mantine/core';

/** Black Sea deep blue, Uzungöl green and a tea-field accent. */
const sea: MantineColorsTuple = [
  '#e6f2f8',
  '#cde3ee',
  '#9cc6dd',
  '#67a7cb',
  '#3d8dbb',
  '#247db2',
  '#1573ae',
  '#036199',
  '#00568a',
  '#0b3d5c',
];
const uzungol: MantineColorsTuple = [
  '#e9f8f0',
  '#d8eee2',
  '#b1dbc4',
  '#87c8a4',
  '#64b889',
  '#4eae77',
  '#41a96e',
  '#32935c',
  '#268350',
  '#137142',
];
const tea: MantineColorsTuple = [
  '#f4fae8',
  '#e8f3d6',
  '#d0e6ad',
  '#b6d880',
  '#a0cd5b',
  '#92c643',
  '#8ac336',
  '#76ab28',
  '#68981f',
  '#578312',
];

/**
 * The border of a "light" button: transparent in the light scheme (its tinted background is seen),
 * in the dark scheme a line with 3:1 against the page, since the dark tint alone is ~1.2:1 and the
 * button would read as plain text (see `contrastVariables`). Colours given as CSS or with a shade
 * keep Mantine's own.
 */
export function lightVariantBorder(
  theme: MantineTheme,
  variant: string | undefined,
  color: string | undefined,
): string | undefined {
  if (variant !== 'light') return undefined;
  const name = color ?? theme.primaryColor;
  if (!(name in theme.colors)) return undefined;
  return `calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-${name}-light-border)`;
}

export const theme = createTheme({
  primaryColor: 'sea',
  primaryShade: { light: 8, dark: 4 },
  colors: { sea, uzungol, tea },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: Button.extend({
      vars: (t, props) => ({ root: { '--button-bd': lightVariantBorder(t, props.variant, props.color) } }),
    }),
    ActionIcon: ActionIcon.extend({
      vars: (t, props) => ({ root: { '--ai-bd': lightVariantBorder(t, props.variant, props.color) } }),
    }),
  },
});
