import { Box, type MantineColor, rem } from '@mantine/core';
import type { ReactNode } from 'react';

interface RoundIconProps {
  /** Width and height in px. */
  size: number;
  /** A theme colour; the primary colour by default. */
  color?: MantineColor;
  /** A light tint behind the icon, or the full colour. */
  variant?: 'light' | 'filled';
  children: ReactNode;
}

/**
 * An icon on a round tint, for decoration (hidden from assistive technology). Mantine's ThemeIcon
 * leaves `color` and `radius` on its `<div>` as attributes HTML does not have.
 */
export function RoundIcon({ size, color, variant = 'light', children }: RoundIconProps) {
  const tone = color ? `--mantine-color-${color}` : '--mantine-primary-color';
  return (
    <Box
      component="span"
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: rem(size),
        height: rem(size),
        borderRadius: '50%',
        background: variant === 'light' ? `var(${tone}-light)` : `var(${tone}-filled)`,
        color: variant === 'light' ? `var(${tone}-light-color)` : 'var(--mantine-color-white)',
      }}
    >
      {children}
    </Box>
  );
}
