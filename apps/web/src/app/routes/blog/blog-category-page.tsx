import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BlogCategoryPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blogCategory.title')} lead={t('blogCategory.lead')} />;
}
