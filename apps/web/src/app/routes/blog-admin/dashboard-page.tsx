import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function BlogAdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('blogNav.dashboard')}
      lead={t('blogLeads.dashboard')}
      backTo="/"
      backLabel={t('shell.backToSite')}
    />
  );
}
