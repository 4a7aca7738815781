import { DEFAULT_THEME, getPrimaryShade, type MantineColorsTuple, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_COLOR } from '../components/booking-status-badge';
import { theme as appTheme } from '../lib/theme';
import { AA, autoContrastText, contrastRatio, contrastVariables } from './contrast-variables';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);
const dark = contrastVariables(theme).dark;

/** The colour a `--mantine-color-<name>-<shade>` reference stands for. */
function resolve(reference: string | undefined): string {
  const [, name = '', shade = ''] = /--mantine-color-(\w+)-(\d)\)/.exec(reference ?? '') ?? [];
  return (theme.colors[name] as MantineColorsTuple | undefined)?.[Number(shade)] ?? 'unset';
}

describe('filled badges and buttons', () => {
  it.each(Object.entries(BOOKING_STATUS_COLOR))(
    'the %s status badge (%s) is AA in both schemes',
    (_, color) => {
      const shades = theme.colors[color] as MantineColorsTuple;
      const text = autoContrastText(theme, shades);
      const light = shades[getPrimaryShade(theme, 'light')];
      expect(contrastRatio(light, text)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(resolve(dark[`--mantine-color-${color}-filled`]), text)).toBeGreaterThanOrEqual(
        AA,
      );
    },
  );

  it('keeps white text AA on the dark-mode fill of the brand and alert colours', () => {
    for (const color of ['sea', 'uzungol', 'red', 'gray', 'blue', 'grape'])
      expect(
        contrastRatio(resolve(dark[`--mantine-color-${color}-filled`]), theme.white),
      ).toBeGreaterThanOrEqual(AA);
  });
});
