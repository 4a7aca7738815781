import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { lightVariantBorder, theme } from '../lib/theme';
import { contrastVariables } from './contrast-variables';

const full = mergeMantineTheme(DEFAULT_THEME, theme);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `var(--mantine-color-sea-4)` → the hex of sea-4. */
function resolve(value: string): string {
  const match = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  if (!match) throw new Error(`not a palette colour: ${value}`);
  return full.colors[match[1] as string]?.[Number(match[2])] as string;
}

describe('light buttons in the dark scheme', () => {
  const { dark, light } = contrastVariables(full);
  const pages = { 'dark-7 (page)': full.colors.dark[7], 'dark-6 (cards)': full.colors.dark[6] };

  it.each(Object.keys(full.colors))('%s has a border of 3:1 or more against the page and cards', (name) => {
    const border = resolve(dark[`--mantine-color-${name}-light-border`] as string);
    for (const [where, page] of Object.entries(pages)) {
      expect(contrast(border, page), `${name} on ${where}`).toBeGreaterThanOrEqual(3);
    }
    expect(light[`--mantine-color-${name}-light-border`]).toBe('transparent');
  });

  it('draw that border on light Button and ActionIcon, in their colour, and on no other variant', () => {
    const button = (props: Record<string, unknown>) =>
      full.components.Button?.vars?.(full, props, {})?.root?.['--button-bd'];
    expect(button({ variant: 'light' })).toContain('var(--mantine-color-sea-light-border)');
    expect(button({ variant: 'light', color: 'red' })).toContain('var(--mantine-color-red-light-border)');
    expect(button({ variant: 'filled' })).toBeUndefined();
    expect(button({})).toBeUndefined();
    expect(full.components.ActionIcon?.vars?.(full, { variant: 'light' }, {})?.root?.['--ai-bd']).toContain(
      'var(--mantine-color-sea-light-border)',
    );
    expect(lightVariantBorder(full, 'light', '#ff0000')).toBeUndefined();
  });
});
