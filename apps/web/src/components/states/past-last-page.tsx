import { Button } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { EmptyState } from './empty-state';

/**
 * A list page asked past its last page (an old link, or filters that shrank the list): how many
 * results there are and a way to the last page, never "nothing matches".
 */
export function PastLastPage({
  results,
  last,
  onLast,
}: {
  results: string;
  last: number;
  onLast: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      icon={<IconFileSearch aria-hidden="true" />}
      title={t('pagination.pastEndTitle')}
      description={t('pagination.pastEnd', { results, last: formatNumber(last, currentLanguage()) })}
      action={
        <Button variant="light" onClick={onLast}>
          {t('pagination.lastPage')}
        </Button>
      }
    />
  );
}
