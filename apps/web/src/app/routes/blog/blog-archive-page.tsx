import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogArchivePage() {
  const { t } = useTranslation('pages');
  return <BeingBuilt title={t('blogArchive.title')} lead={t('blogArchive.lead')} />;
}
