import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/states/error-state';
import { ListLoading } from '../../components/states/list-loading';
import { ApiError } from '../../lib/api-client';

interface Props<T> {
  id: string;
  title: string;
  lead: string;
  query: UseQueryResult<T[]>;
  /** The spec's message for this section when loading fails (the server's message wins). */
  failed: string;
  empty: string;
  seeAll?: { to: string; label: string };
  render: (items: T[]) => ReactNode;
}

/** One home page section with its own loading, error (with Try again) and empty state. */
export function HomeSection<T>({ id, title, lead, query, failed, empty, seeAll, render }: Props<T>) {
  const serverMessage =
    query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500
      ? query.error.message
      : undefined;
  return (
    // The id itself belongs to the part of the page that holds this section (see HydrateWhenVisible).
    <Stack component="section" aria-labelledby={`${id}-title`} gap="md" py={{ base: 'lg', sm: 'xl' }}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={2} id={`${id}-title`}>
            {title}
          </Title>
          <Text c="dimmed">{lead}</Text>
        </div>
        {seeAll ? (
          <Anchor component={Link} to={seeAll.to} fw={600}>
            {seeAll.label}
          </Anchor>
        ) : null}
      </Group>
      {query.isPending ? (
        <ListLoading>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} h={260} radius="lg" />
            ))}
          </SimpleGrid>
        </ListLoading>
      ) : query.isError ? (
        <ErrorState
          title={failed}
          message={serverMessage}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        render(query.data)
      )}
    </Stack>
  );
}
