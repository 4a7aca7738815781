import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

/**
 * A list's place while it loads: its skeleton cards, announced once as busy ("Loading…" or what
 * is loading), so neither a sighted reader nor a screen reader meets a blank area.
 */
export function ListLoading({ label, children }: { label?: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-busy="true" aria-label={label ?? t('states.loading')}>
      {children}
    </Box>
  );
}
