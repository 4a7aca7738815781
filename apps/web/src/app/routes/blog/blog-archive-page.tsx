import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BlogArchivePage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blogArchive.title')} lead={t('blogArchive.lead')} />;
}
