import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function TermsPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('terms.title')} lead={t('terms.lead')} />;
}
