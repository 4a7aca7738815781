import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

interface EmptyStateProps {
  title?: string;
  description?: string;
  icon?: ReactNode;
  /** One clear next step, e.g. a "Clear filters" button. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <MantineEmptyState
      py="xl"
      px="md"
      withIndicatorBackground
      icon={icon ?? <IconMoodEmpty aria-hidden="true" />}
      title={title ?? t('states.emptyTitle')}
      description={description ?? t('states.emptyDescription')}
    >
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
