import { useTranslation } from '../../lib/use-translation';
import { BLOG_ADMIN_NAV } from './admin-nav';
import { AdminShell } from './admin-shell';

/** /blog-admin/*: the blog managers' area. */
export function BlogAdminLayout() {
  const { t } = useTranslation('admin');
  return <AdminShell roleLabel={t('shell.blogAdmin')} nav={BLOG_ADMIN_NAV} />;
}
