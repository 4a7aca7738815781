import { Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminRestaurant } from './api/admin-restaurants-api';
import { RestaurantEditor } from './components/restaurant-editor';

/** `/admin/restaurants/new`. */
export function AdminRestaurantNewPage() {
  return <RestaurantEditor restaurant={null} />;
}

/** `/admin/restaurants/:id`: loads the restaurant with every translation, then edits it. */
export function AdminRestaurantEditPage() {
  const { t } = useTranslation('adminRestaurants');
  const { id } = useParams();
  const restaurant = useAdminRestaurant(id);

  if (restaurant.isPending) return <LoadingState label={t('editor.loading')} />;
  if (restaurant.isError || !restaurant.data) {
    const missing = restaurant.error instanceof ApiError && restaurant.error.status === 404;
    return (
      <Stack align="center">
        <ErrorState
          title={missing ? t('editor.notFoundTitle') : undefined}
          message={missing ? t('editor.notFound') : t('editor.loadFailed')}
          onRetry={missing ? undefined : () => void restaurant.refetch()}
          retrying={restaurant.isFetching}
        />
        <Button component={Link} to="/admin/restaurants" variant="light">
          {t('editor.backToList')}
        </Button>
      </Stack>
    );
  }
  return <RestaurantEditor key={restaurant.data._id} restaurant={restaurant.data} />;
}
