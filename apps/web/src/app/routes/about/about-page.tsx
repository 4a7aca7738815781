import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function AboutPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('about.title')} lead={t('about.lead')} />;
}
