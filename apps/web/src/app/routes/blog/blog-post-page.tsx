import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BlogPostPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blogPost.title')} lead={t('blogPost.lead')} />;
}
