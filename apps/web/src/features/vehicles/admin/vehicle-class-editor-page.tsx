import { VEHICLE_SERVICES, type VehicleService } from '@app/shared/vehicles/catalog';
import { Button, Stack } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminVehicleClass } from './admin-vehicles-api';
import { VehicleClassEditor } from './vehicle-class-editor';

const isService = (value: string | null): value is VehicleService =>
  (VEHICLE_SERVICES as readonly (string | null)[]).includes(value);

/** `/admin/vehicles/new` (`?service=taxi` starts a taxi class). */
export function AdminVehicleClassNewPage() {
  const [params] = useSearchParams();
  const service = params.get('service');
  return <VehicleClassEditor vehicleClass={null} service={isService(service) ? service : 'rental'} />;
}

/** `/admin/vehicles/:id`: loads the class with every translation, then edits it. */
export function AdminVehicleClassEditPage() {
  const { t } = useTranslation('adminVehicles');
  const { id } = useParams();
  const vehicleClass = useAdminVehicleClass(id);

  if (vehicleClass.isPending) return <LoadingState label={t('editor.loading')} />;
  if (vehicleClass.isError || !vehicleClass.data) {
    const missing = vehicleClass.error instanceof ApiError && [400, 404].includes(vehicleClass.error.status);
    return (
      <Stack align="center">
        <ErrorState
          title={missing ? t('editor.notFoundTitle') : undefined}
          message={missing ? t('editor.notFound') : t('editor.loadFailed')}
          onRetry={missing ? undefined : () => void vehicleClass.refetch()}
          retrying={vehicleClass.isFetching}
        />
        <Button component={Link} to="/admin/vehicles" variant="light">
          {t('editor.backToList')}
        </Button>
      </Stack>
    );
  }
  return <VehicleClassEditor key={vehicleClass.data._id} vehicleClass={vehicleClass.data} />;
}
