import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function TaxisPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('taxis.title')} lead={t('taxis.lead')} />;
}
