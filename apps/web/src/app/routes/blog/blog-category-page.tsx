import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogCategoryPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blogCategory.title')} lead={t('blogCategory.lead')} />;
}
