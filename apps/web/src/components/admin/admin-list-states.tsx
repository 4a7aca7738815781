import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FullTextKey, TFunction } from '../../lib/use-translation';
import { CreateLinkButton } from '../create-link-button';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { LoadingState } from '../states/loading-state';

interface ListQuery<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface AdminListStatesProps<T> {
  list: ListQuery<T>;
  /** What is loading; the generic "Loading…" without it. */
  loadingLabel?: string;
  /**
   * What failed, said as the message (a failed refresh keeps the rows it has), or as the title
   * (any failure replaces the rows).
   */
  loadFailed: { message: string } | { title: string };
  /** Whether the answer has nothing to show; by default, a page of a list with no rows. */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer shows (e.g. `AdminListEmpty`). */
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** A paginated answer (`{data: [...]}`) with no rows; any other answer is never empty. */
const noRows = (answer: unknown) =>
  Array.isArray((answer as { data?: unknown } | null)?.data) &&
  (answer as { data: unknown[] }).data.length === 0;

/**
 * An admin list's states: loading, failed (with a retry), empty, or its rows.
 */
export function AdminListStates<T>({
  list,
  loadingLabel,
  loadFailed,
  isEmpty = noRows,
  empty,
  children,
}: AdminListStatesProps<T>) {
  if (list.isPending) return <LoadingState label={loadingLabel} />;
  if ('title' in loadFailed) {
    if (list.isError) return <ErrorState title={loadFailed.title} onRetry={() => void list.refetch()} />;
  } else if (list.isError && !list.data)
    return (
      <ErrorState
        message={loadFailed.message}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  if (list.data === undefined || isEmpty(list.data)) return empty;
  return children(list.data);
}

/** A group of texts (`adminHotels:list`) with the five texts of an empty list under it. */
export type ListEmptyGroup = {
  [K in FullTextKey]: K extends `${infer G}.noMatchesTitle`
    ? `${G}.${'noMatches' | 'clearFilters' | 'emptyTitle' | 'empty'}` extends FullTextKey
      ? G
      : never
    : never;
}[FullTextKey];

interface AdminListEmptyProps {
  /** The page's texts, and the full key of the group of its list's texts. */
  t: TFunction;
  texts: ListEmptyGroup;
  /** A search or filter is on: the list is empty because of it. */
  filtered: boolean;
  onClear: () => void;
  /** Where a new item is added, and the button's text; none for a list the admin does not add to. */
  create?: { to: string; label: string };
}

/** An empty admin list: nothing matches (with a way to clear the filters), or nothing yet (with a way to add). */
export function AdminListEmpty({ t, texts, filtered, onClear, create }: AdminListEmptyProps) {
  return filtered ? (
    <EmptyState
      title={t(`${texts}.noMatchesTitle`)}
      description={t(`${texts}.noMatches`)}
      action={
        <Button variant="light" onClick={onClear}>
          {t(`${texts}.clearFilters`)}
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={t(`${texts}.emptyTitle`)}
      description={t(`${texts}.empty`)}
      action={create ? <CreateLinkButton to={create.to}>{create.label}</CreateLinkButton> : undefined}
    />
  );
}
