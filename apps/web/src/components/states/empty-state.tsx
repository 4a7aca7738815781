import { EmptyState as MantineEmptyState, type TitleOrder } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

interface EmptyStateProps {
  title?: string;
  description?: string;
  icon?: ReactNode;
  /** One clear next step, e.g. a "Clear filters" button. */
  action?: ReactNode;
  /** Makes the title a heading, e.g. 1 when the state is all the page says (not found). */
  titleOrder?: TitleOrder;
}

export function EmptyState({ title, description, icon, action, titleOrder }: EmptyStateProps) {
  const { t } = useTranslation('common');
  const heading = title ?? t('states.emptyTitle');
  const text = description ?? t('states.emptyDescription');
  return (
    <MantineEmptyState
      py="xl"
      px="md"
      withIndicatorBackground
      icon={icon ?? <IconMoodEmpty aria-hidden="true" />}
      title={titleOrder ? undefined : heading}
      description={titleOrder ? undefined : text}
    >
      {titleOrder ? (
        <>
          <MantineEmptyState.Title order={titleOrder}>{heading}</MantineEmptyState.Title>
          <MantineEmptyState.Description>{text}</MantineEmptyState.Description>
        </>
      ) : null}
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
