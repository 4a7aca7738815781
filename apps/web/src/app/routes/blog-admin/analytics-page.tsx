import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogAdminAnalyticsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('blogNav.analytics')}
      lead={t('blogLeads.analytics')}
      backTo="/blog-admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
