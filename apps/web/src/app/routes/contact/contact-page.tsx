import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function ContactPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('contact.title')} lead={t('contact.lead')} />;
}
