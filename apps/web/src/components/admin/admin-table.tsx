import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminTableProps {
  /** The table's name for screen readers. */
  caption: string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  children: ReactNode;
}

/** An admin list's table in a bordered card that scrolls sideways on narrow screens. */
export function AdminTable({ caption, minWidth, children }: AdminTableProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={caption}>
          {children}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
