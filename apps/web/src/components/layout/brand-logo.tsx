import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import classes from './brand-logo.module.css';

interface BrandLogoProps {
  /** Hide the name below the `xs` breakpoint (tight headers). */
  compact?: boolean;
}

/** The agency mark (sea, green hills, a peak) and name, linking home. */
export function BrandLogo({ compact = false }: BrandLogoProps) {
  const { t } = useTranslation(['common', 'layout']);
  const name = t('common:appName');
  return (
    <Link to="/" className={classes.link} aria-label={t('layout:header.homeLink', { name })}>
      <Group gap={10} wrap="nowrap">
        <svg
          className={classes.mark}
          viewBox="0 0 64 64"
          width="36"
          height="36"
          aria-hidden="true"
          focusable="false"
        >
          <rect width="64" height="64" rx="14" fill="#0b3d5c" />
          <path d="M8 44c8-6 16-6 24 0s16 6 24 0v8H8z" fill="#2f9e6e" />
          <path d="M14 40l12-18 8 10 6-6 10 14z" fill="#e9f5ef" />
        </svg>
        <Text component="span" className={classes.name} visibleFrom={compact ? 'xs' : undefined}>
          {name}
        </Text>
      </Group>
    </Link>
  );
}
