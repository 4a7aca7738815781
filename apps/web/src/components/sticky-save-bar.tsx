import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sticky-save-bar.module.css';

interface StickySaveBarProps {
  /** What the form's state is (saved, unsaved, …) and its save button, at either end. */
  children: ReactNode;
}

/** The bar at the foot of a long editor that stays in view while the admin scrolls: state and save. */
export function StickySaveBar({ children }: StickySaveBarProps) {
  return (
    <Paper
      data-sticky-save-bar
      className={classes.bar}
      withBorder
      radius="lg"
      p="sm"
      shadow="md"
      style={{ position: 'sticky', insetBlockEnd: 'var(--mantine-spacing-sm)', zIndex: 5 }}
    >
      <Group justify="space-between" gap="sm">
        {children}
      </Group>
    </Paper>
  );
}
