import { Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminHotel } from './api/admin-hotels-api';
import { HotelEditor } from './components/hotel-editor';

/** `/admin/hotels/new`. */
export function AdminHotelNewPage() {
  return <HotelEditor hotel={null} />;
}

/** `/admin/hotels/:id`: loads the hotel with every translation, then edits it. */
export function AdminHotelEditPage() {
  const { t } = useTranslation('adminHotels');
  const { id } = useParams();
  const hotel = useAdminHotel(id);

  if (hotel.isPending) return <LoadingState label={t('editor.loading')} />;
  if (hotel.isError || !hotel.data) {
    const missing = hotel.error instanceof ApiError && hotel.error.status === 404;
    return (
      <Stack align="center">
        <ErrorState
          title={missing ? t('editor.notFoundTitle') : undefined}
          message={missing ? t('editor.notFound') : t('editor.loadFailed')}
          onRetry={missing ? undefined : () => void hotel.refetch()}
          retrying={hotel.isFetching}
        />
        <Button component={Link} to="/admin/hotels" variant="light">
          {t('editor.backToList')}
        </Button>
      </Stack>
    );
  }
  return <HotelEditor key={hotel.data._id} hotel={hotel.data} />;
}
