import { Button, Grid, Paper } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A list's filters beside its results on a wide screen; on a phone a button opens them in a
 * drawer. The stylesheet chooses, so the page the server sends is already right for the screen.
 */
export function FiltersBeside({ children }: { children: ReactNode }) {
  return (
    <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
      <Paper withBorder radius="lg" p="md" component="aside">
        {children}
      </Paper>
    </Grid.Col>
  );
}

/** The phone's button that opens the filters (see `FiltersBeside`). */
export function FiltersButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="default"
      leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
      onClick={onClick}
      hiddenFrom="md"
    >
      {children}
    </Button>
  );
}
