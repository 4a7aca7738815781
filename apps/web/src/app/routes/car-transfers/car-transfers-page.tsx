import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function CarTransfersPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('carTransfers.title')} lead={t('carTransfers.lead')} />;
}
