import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

/** Mantine pagination whose arrow buttons and pages have names screen readers can say. */
export function LabelledPagination(props: PaginationProps) {
  const { t } = useTranslation('common');
  return (
    <Pagination
      {...props}
      getControlProps={(control) => ({
        'aria-label':
          control === 'previous'
            ? t('pagination.previous')
            : control === 'next'
              ? t('pagination.next')
              : control,
      })}
      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
    />
  );
}
