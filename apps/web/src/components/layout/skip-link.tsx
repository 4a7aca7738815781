import { useTranslation } from '../../lib/use-translation';
import classes from './skip-link.module.css';

/** The first focusable element: jumps keyboard users past the header to `#main-content`. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a href="#main-content" className={classes.skip}>
      {t('skipToContent')}
    </a>
  );
}
