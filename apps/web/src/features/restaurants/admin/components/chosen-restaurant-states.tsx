import type { RestaurantAdminDto } from '@app/shared/restaurants/schemas';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../../components/states/empty-state';
import { ErrorState } from '../../../../components/states/error-state';
import { LoadingState } from '../../../../components/states/loading-state';
import { useTranslation } from '../../../../lib/use-translation';
import type { useChosenRestaurant } from '../hooks/use-chosen-restaurant';

/**
 * What a restaurant's screen shows before its restaurant is known: a prompt to choose one, the
 * wait, a clear word when the address names none, or a failure to retry; then `children`.
 */
export function ChosenRestaurantStates({
  idOrSlug,
  chosen,
  prompt,
  children,
}: {
  idOrSlug: string | null;
  chosen: ReturnType<typeof useChosenRestaurant>;
  prompt: string;
  children: (restaurant: RestaurantAdminDto) => ReactNode;
}) {
  const { t } = useTranslation('adminRestaurants');
  if (!idOrSlug) return <EmptyState description={prompt} />;
  if (chosen.missing)
    return (
      <ErrorState
        title={t('editor.notFoundTitle')}
        message={`${t('choose.notFound', { address: idOrSlug })} ${t('choose.chooseAnother')}`}
      />
    );
  if (chosen.restaurant) return children(chosen.restaurant);
  if (chosen.query.isError)
    return (
      <ErrorState
        message={t('choose.loadOneFailed')}
        onRetry={() => void chosen.query.refetch()}
        retrying={chosen.query.isFetching}
      />
    );
  return <LoadingState label={t('choose.loading')} />;
}
