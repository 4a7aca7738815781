import { useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import classes from './navigation-progress.module.css';

/** A thin bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const { t } = useTranslation('layout');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('pageLoading')} />;
}
