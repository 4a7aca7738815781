import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function PackageListPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('packages.title')} lead={t('packages.lead')} />;
}
