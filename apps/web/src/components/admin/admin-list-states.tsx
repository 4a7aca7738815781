import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
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
  loadingLabel: string;
  loadFailed: string;
  isEmpty: (data: T) => boolean;
  /** What an empty answer shows (e.g. `AdminListEmpty`). */
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * An admin list's states: loading, failed (with a retry; a failed refresh keeps the rows it has),
 * empty, or its rows.
 */
export function AdminListStates<T>({
  list,
  loadingLabel,
  loadFailed,
  isEmpty,
  empty,
  children,
}: AdminListStatesProps<T>) {
  if (list.isPending) return <LoadingState label={loadingLabel} />;
  if (list.isError && !list.data)
    return <ErrorState message={loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (list.data === undefined || isEmpty(list.data)) return empty;
  return children(list.data);
}

interface AdminListEmptyProps {
  /** A search or filter is on: the list is empty because of it. */
  filtered: boolean;
  noMatchesTitle: string;
  noMatches: string;
  clearLabel: string;
  onClear: () => void;
  emptyTitle: string;
  empty: string;
  createTo: string;
  createLabel: string;
}

/** An empty admin list: nothing matches (with a way to clear the filters), or nothing yet (with a way to add). */
export function AdminListEmpty(props: AdminListEmptyProps) {
  return props.filtered ? (
    <EmptyState
      title={props.noMatchesTitle}
      description={props.noMatches}
      action={
        <Button variant="light" onClick={props.onClear}>
          {props.clearLabel}
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={props.emptyTitle}
      description={props.empty}
      action={<CreateLinkButton to={props.createTo}>{props.createLabel}</CreateLinkButton>}
    />
  );
}
