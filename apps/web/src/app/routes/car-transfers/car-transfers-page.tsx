import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function CarTransfersPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('carTransfers.title')} lead={t('carTransfers.lead')} />;
}
