import {
  type CSSVariablesResolver,
  getPrimaryShade,
  isLightColor,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA for text of normal size: badges and buttons are small. */
export const AA = 4.5;

/** The text colour `autoContrast` writes on a filled surface of this colour (decided on the light shade). */
export function autoContrastText(theme: MantineTheme, shades: MantineColorsTuple): string {
  return isLightColor(shades[getPrimaryShade(theme, 'light')], theme.luminanceThreshold)
    ? theme.black
    : theme.white;
}

/**
 * The shade a filled surface (badge, button) of this colour uses in dark mode: the first of 7-9
 * on which its text is AA, else 9. Text is white, or black where autoContrast chooses black
 * (yellow, lime), which shade 7 carries well.
 */
export function darkFilledShade(theme: MantineTheme, shades: MantineColorsTuple): number {
  const text = autoContrastText(theme, shades);
  return [7, 8, 9].find((shade) => contrastRatio(shades[shade] ?? theme.black, text) >= AA) ?? 9;
}

/**
 * AA contrast in both schemes (checked with the WCAG formula):
 * - Mantine's `dimmed` text (gray-6 on white, 3.3:1; dark-2 on dark-7, 4.0:1) is raised to
 *   gray-7 (8.2:1) and dark-1 (7.8:1).
 * - In dark mode the theme's filled shade 4 gives white text 3.7:1 (sea) or less (red); filled
 *   backgrounds use the shade darkFilledShade picks (sea-7 with white: 6.6:1, uzungol-9: 6.1:1,
 *   red-8: 4.5:1, gray-7: 8.2:1), and coloured text uses shade 3 (sea-3 on dark-7: 5.9:1)
 *   instead of shade 4 (4.2:1).
 * - "Light" buttons are a dark tint on the dark page (~1.2:1): they get a border of shade 4 (dark-2
 *   for `dark`), 3:1 or more against dark-7 and dark-6 (WCAG 1.4.11); in the light scheme their
 *   tint is enough and the border stays transparent (see `lightVariantBorder` in theme.ts).
 */
export const LIGHT_BORDER_SHADE = { default: 4, dark: 2 } as const;

export const contrastVariables: CSSVariablesResolver = (theme) => {
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-3)`,
    // Field errors: red-6 on dark-7 is 4.0:1; red-4 is 6.1:1.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  };
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors: Mantine's red-6 on white is 3.3:1; red-8 is 5.3:1.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const border = name === 'dark' ? LIGHT_BORDER_SHADE.dark : LIGHT_BORDER_SHADE.default;
    dark[`--mantine-color-${name}-light-border`] = `var(--mantine-color-${name}-${border})`;
    light[`--mantine-color-${name}-light-border`] = 'transparent';
    if (name === 'dark') continue;
    const filled = darkFilledShade(theme, shades);
    dark[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-${filled})`;
    dark[`--mantine-color-${name}-filled-hover`] = `var(--mantine-color-${name}-${Math.min(filled + 1, 9)})`;
    if (name !== 'gray') dark[`--mantine-color-${name}-text`] = `var(--mantine-color-${name}-3)`;
  }
  return {
    variables: {},
    light,
    dark,
  };
};
