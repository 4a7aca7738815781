import type { CSSVariablesResolver } from '@mantine/core';

/**
 * AA contrast in both schemes (checked with the WCAG formula):
 * - Mantine's `dimmed` text (gray-6 on white, 3.3:1; dark-2 on dark-7, 4.0:1) is raised to
 *   gray-7 (8.2:1) and dark-1 (7.8:1).
 * - In dark mode the theme's filled shade 4 gives white text 3.7:1 (sea) or less (red); filled
 *   backgrounds use shade 7 there (sea-7 with white: 6.6:1), and coloured text uses shade 3
 *   (sea-3 on dark-7: 5.9:1) instead of shade 4 (4.2:1).
 */
export const contrastVariables: CSSVariablesResolver = (theme) => {
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-3)`,
    // Field errors: red-6 on dark-7 is 4.0:1; red-4 is 6.1:1.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  };
  for (const name of Object.keys(theme.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    dark[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-7)`;
    dark[`--mantine-color-${name}-filled-hover`] = `var(--mantine-color-${name}-8)`;
    dark[`--mantine-color-${name}-text`] = `var(--mantine-color-${name}-3)`;
  }
  return {
    variables: {},
    // Field errors: Mantine's red-6 on white is 3.3:1; red-8 is 5.3:1.
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': 'var(--mantine-color-red-8)',
    },
    dark,
  };
};
