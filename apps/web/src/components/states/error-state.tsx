import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';

interface ErrorStateProps {
  /** A translated message for what failed; defaults to the generic one. */
  message?: string;
  title?: string;
  /** Shows "Try again" when given. */
  onRetry?: () => void;
  /** True while the retry is running: the button shows a spinner. */
  retrying?: boolean;
}

export function ErrorState({ message, title, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      role="alert"
      py="xl"
      px="md"
      variant="light"
      color="red"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={title ?? t('states.errorTitle')}
      description={message ?? t('states.errorMessage')}
    >
      {onRetry ? (
        <EmptyState.Actions>
          <Button
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            onClick={onRetry}
            loading={retrying}
          >
            {t('actions.tryAgain')}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}
