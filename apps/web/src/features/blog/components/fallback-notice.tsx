import type { Language } from '@app/shared/i18n/languages';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import classes from './fallback-notice.module.css';

/** Says that the post is missing in the reader's language and is shown in the one it was written in. */
export function FallbackNotice({ reader, shown }: { reader: Language; shown: Language }) {
  const { t } = useTranslation('blog');
  return (
    <p className={classes.notice} role="note">
      <IconLanguage size={20} aria-hidden="true" className={classes.icon} />
      <span>{t('post.fallback', { reader: t(`language.${reader}`), shown: t(`language.${shown}`) })}</span>
    </p>
  );
}
