import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isRouteHandle } from './route-handle';

/** Sets `document.title` from the deepest matched route's handle, in the reader's language. */
export function DocumentTitle() {
  const { t } = useTranslation(['common', 'pages', 'admin']);
  const matches = useMatches();
  const handle = matches.map((m) => m.handle).findLast(isRouteHandle);
  const appName = t('common:appName');
  const title = handle ? `${t(handle.title)} · ${appName}` : `${appName} · ${t('common:tagline')}`;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return null;
}
