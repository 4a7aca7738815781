import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.users')}
      lead={t('leads.users')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
