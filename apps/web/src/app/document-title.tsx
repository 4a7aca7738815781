import { useEffect } from 'react';
import { type UIMatch, useMatches } from 'react-router';
import type { TFunction } from '../lib/translator';
import { useTranslation } from '../lib/use-translation';
import { isRouteHandle } from './route-handle';

/** The title of the deepest matched route that names one, with the site's name. */
export function pageTitle(t: TFunction<'common'>, matches: Pick<UIMatch, 'handle'>[]): string {
  const handle = matches.map((m) => m.handle).findLast(isRouteHandle);
  const appName = t('common:appName');
  return handle ? `${t(handle.title)} · ${appName}` : `${appName} · ${t('common:tagline')}`;
}

/** Sets `document.title` from the deepest matched route's handle, in the reader's language. */
export function DocumentTitle() {
  const { t } = useTranslation(['common', 'pages', 'admin']);
  const title = pageTitle(t, useMatches());

  useEffect(() => {
    document.title = title;
  }, [title]);

  return null;
}
