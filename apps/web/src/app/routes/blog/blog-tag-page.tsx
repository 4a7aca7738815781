import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogTagPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blogTag.title')} lead={t('blogTag.lead')} />;
}
