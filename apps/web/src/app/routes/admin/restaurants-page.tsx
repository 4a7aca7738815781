import { BeingBuilt } from '../../../components/states/being-built';
import { useTranslation } from '../../../lib/use-translation';

export function AdminRestaurantsPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('nav.restaurants')}
      lead={t('leads.restaurants')}
      backTo="/admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
