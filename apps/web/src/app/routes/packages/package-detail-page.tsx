import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function PackageDetailPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('packageDetail.title')} lead={t('packageDetail.lead')} />;
}
