import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogPostPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blogPost.title')} lead={t('blogPost.lead')} />;
}
