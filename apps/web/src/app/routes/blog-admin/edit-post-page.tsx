import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../../components/states/being-built';

export function BlogAdminEditPostPage() {
  const { t } = useTranslation('admin');
  return (
    <BeingBuilt
      title={t('blogTitles.edit')}
      lead={t('blogLeads.edit')}
      backTo="/blog-admin"
      backLabel={t('shell.backToDashboard')}
    />
  );
}
