import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LabelledPagination } from '../states/labelled-pagination';

interface AdminListFooterProps {
  /** Which rows are shown, e.g. "Showing 1–20 of 45". */
  summary: ReactNode;
  page: number;
  totalPages: number;
  /** Go to a page; page 1 is `null` (it leaves the URL). */
  onPage: (page: string | null) => void;
}

/** Under an admin list: which rows are shown, and the pages when there is more than one. */
export function AdminListFooter({ summary, page, totalPages, onPage }: AdminListFooterProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary}
      </Text>
      {totalPages > 1 ? (
        <LabelledPagination
          total={totalPages}
          value={page}
          onChange={(next) => onPage(next === 1 ? null : String(next))}
        />
      ) : null}
    </Group>
  );
}
