import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table without links or buttons that may be wider than a phone: it scrolls sideways inside its
 * own box, which takes the focus (named like the table) so the arrow keys can scroll it too.
 */
export function FocusableScroll({
  label,
  minWidth,
  mt,
  children,
}: {
  label: string;
  minWidth: number;
  mt?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      mt={mt}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
