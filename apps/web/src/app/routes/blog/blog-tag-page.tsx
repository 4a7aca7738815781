import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BlogTagPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blogTag.title')} lead={t('blogTag.lead')} />;
}
