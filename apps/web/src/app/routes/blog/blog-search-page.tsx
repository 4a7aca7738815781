import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BlogSearchPage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blogSearch.title')} lead={t('blogSearch.lead')} />;
}
