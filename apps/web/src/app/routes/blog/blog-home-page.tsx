import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogHomePage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blog.title')} lead={t('blog.lead')} />;
}
