import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogSearchPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blogSearch.title')} lead={t('blogSearch.lead')} />;
}
