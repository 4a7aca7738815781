import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

interface LoadingStateProps {
  /** What is loading, read by screen readers and shown under the spinner. */
  label?: string;
  /** Fill the viewport height (route-level waits) instead of a compact block. */
  fullHeight?: boolean;
}

export function LoadingState({ label, fullHeight = false }: LoadingStateProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('states.loading');
  return (
    <Center
      mih={fullHeight ? '60vh' : 160}
      p="xl"
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={text}
    >
      <Stack align="center" gap="sm">
        <Loader size="md" aria-hidden="true" />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
