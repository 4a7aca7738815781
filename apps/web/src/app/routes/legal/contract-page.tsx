import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function ContractPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('contract.title')} lead={t('contract.lead')} />;
}
