import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.dashboard')}
      lead={t('leads.dashboard')}
      backTo="/"
      backLabel={t('shell.backToSite')}
    />
  );
}
