import { Alert, Box, Button, Group, Skeleton } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

const PLACEHOLDERS = [1, 2, 3, 4, 5, 6, 7, 8];

interface Props {
  /** The free times query. */
  slots: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  loadingLabel: string;
  failedTitle: string;
  skeletons?: number;
  /** What to show when the answer has no time (a closed day, nothing free); null when it has some. */
  empty: ReactNode;
  /** The times to choose from. */
  children: ReactNode;
}

/**
 * The free times of a restaurant as they arrive: placeholders while asked, a Try again when the
 * question failed, what `empty` says when there is none, else the times.
 */
export function FreeTimesState({ slots, loadingLabel, failedTitle, skeletons = 5, empty, children }: Props) {
  const { t } = useTranslation('common');
  if (slots.isPending)
    return (
      <Box role="status" aria-busy="true" aria-label={loadingLabel}>
        <Group gap="xs">
          {PLACEHOLDERS.slice(0, skeletons).map((n) => (
            <Skeleton key={n} h={32} w={72} radius="sm" />
          ))}
        </Group>
      </Box>
    );
  if (slots.isError)
    return (
      <Alert
        role="alert"
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title={failedTitle}
      >
        <Button
          mt="xs"
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          loading={slots.isFetching}
          onClick={() => void slots.refetch()}
        >
          {t('actions.tryAgain')}
        </Button>
      </Alert>
    );
  return empty ?? children;
}
