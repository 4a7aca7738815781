import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function PrivacyPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('privacy.title')} lead={t('privacy.lead')} />;
}
