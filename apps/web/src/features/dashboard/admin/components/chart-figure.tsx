import { Box, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTable, IconTableOff } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { FocusableScroll } from './focusable-scroll';

/** The numbers behind a chart: a header row, then one row per bar with its label first. */
export interface ChartTable {
  head: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

interface ChartFigureProps {
  /** Says what the chart shows and over which days: the figure's caption and its table's. */
  caption: string;
  chart: ReactNode;
  table: ChartTable;
  /** Beside the caption, e.g. a currency picker. */
  controls?: ReactNode;
}

/**
 * A chart as a figure with its caption, and the same numbers as a table: always there for a screen
 * reader, shown on the page by "Show as table" (for a keyboard, a small screen or a print).
 */
export function ChartFigure({ caption, chart, table, controls }: ChartFigureProps) {
  const { t } = useTranslation('adminDashboard');
  const [tableShown, setTableShown] = useState(false);
  const captionId = useId();
  const tableId = useId();

  const numbers = (
    <Table id={tableId} verticalSpacing={6} striped={tableShown} withTableBorder={tableShown}>
      <caption>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          {table.head.map((cell, i) => (
            <Table.Th key={cell} scope="col" ta={i === 0 ? 'start' : 'end'}>
              {cell}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, i) => {
              // Each cell is its column's: the header names it.
              const column = table.head[i] ?? '';
              return i === 0 ? (
                <Table.Th key={column} scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td
                  key={column}
                  ta="end"
                  style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {cell}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      {/* The caption is the figure's first child, as HTML wants it; the controls follow. */}
      <Text component="figcaption" id={captionId} size="sm" c="dimmed" mb="sm">
        {caption}
      </Text>
      {controls ? <Box mb="sm">{controls}</Box> : null}
      {chart}
      <Button
        variant="subtle"
        size="compact-sm"
        mt="xs"
        leftSection={
          tableShown ? (
            <IconTableOff size={16} aria-hidden="true" />
          ) : (
            <IconTable size={16} aria-hidden="true" />
          )
        }
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? t('charts.hideTable') : t('charts.showTable')}
      </Button>
      {tableShown ? (
        <FocusableScroll label={caption} minWidth={260} mt="xs">
          {numbers}
        </FocusableScroll>
      ) : (
        <VisuallyHidden>{numbers}</VisuallyHidden>
      )}
    </Box>
  );
}
