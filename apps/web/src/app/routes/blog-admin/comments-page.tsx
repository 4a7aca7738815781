import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogAdminCommentsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('blogNav.comments')}
      lead={t('blogLeads.comments')}
      backTo="/blog-admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
