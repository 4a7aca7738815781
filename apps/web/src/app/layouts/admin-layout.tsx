import { useTranslation } from '../../lib/use-translation';
import { ADMIN_NAV } from './admin-nav';
import { AdminShell } from './admin-shell';

/** /admin/*: the travel administrator's area. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  return <AdminShell roleLabel={t('shell.travelAdmin')} nav={ADMIN_NAV} />;
}
