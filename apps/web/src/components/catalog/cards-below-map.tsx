import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Below a list's map on a phone, where the map is small, the same results follow as cards; a wide
 * screen shows the map alone (its pins open them).
 */
export function CardsBelowMap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="section" aria-label={label} hiddenFrom="md">
      {children}
    </SimpleGrid>
  );
}
