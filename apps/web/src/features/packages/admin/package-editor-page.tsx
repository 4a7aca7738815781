import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingState } from '../../../components/states/loading-state';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminPackage } from './admin-packages-api';
import { PackageEditor } from './package-editor';

/** `/admin/packages/:id` (edit) or `/admin/packages/new`. */
export function PackageEditorPage({ isNew = false }: { isNew?: boolean }) {
  const { t } = useTranslation('adminPackages');
  const { id } = useParams();
  const trip = useAdminPackage(isNew ? undefined : id);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {isNew ? (
        <PackageEditor trip={null} />
      ) : trip.isPending ? (
        <LoadingState />
      ) : trip.isError ? (
        <ErrorState title={t('loadOneFailed')} onRetry={() => void trip.refetch()} />
      ) : (
        <PackageEditor key={trip.data._id} trip={trip.data} />
      )}
    </Container>
  );
}
