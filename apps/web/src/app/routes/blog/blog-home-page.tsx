import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BlogHomePage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blog.title')} lead={t('blog.lead')} />;
}
