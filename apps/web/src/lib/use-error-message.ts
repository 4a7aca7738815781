import { useCallback } from 'react';
import { ApiError } from './api-client';
import { localeOf } from './format';
import { currentLanguage } from './i18n';
import { type TFunction, useTranslation } from './use-translation';

/** "in 30 seconds" / "30 saniye sonra" / "خلال 30 ثانية": Intl handles the plural forms. */
export function formatWait(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  return seconds <= 90
    ? format.format(Math.ceil(seconds), 'second')
    : format.format(Math.ceil(seconds / 60), 'minute');
}

/**
 * A screen's own words for some failures (e.g. an image too large, with the limit), before the
 * general ones. Keep it at module level so it stays the same function.
 */
export type OwnErrorMessage = (error: ApiError, t: TFunction) => string | undefined;

/**
 * The message to show for a failed call, in the reader's language: the screen's own words when it
 * has them, the network or timeout text, the catalogue's text of the error code (the server's words
 * only for a code the app does not know), or the given fallback ("Login failed") for anything else
 * and any server failure. A rate-limited answer also says how long to wait.
 */
export function useErrorMessage(own?: OwnErrorMessage) {
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown, fallback: string): string => {
      if (!(error instanceof ApiError)) return fallback;
      const special = own?.(error, t);
      if (special) return special;
      if (error.status === 0) return error.code === 'timeout' ? t('errors.timeout') : t('errors.network');
      const message = error.status >= 500 || !error.message ? fallback : error.message;
      if (error.status === 429 && error.retryAfterSeconds) {
        const when = formatWait(error.retryAfterSeconds, localeOf(currentLanguage()));
        return `${message} ${t('errors.retryIn', { when })}`;
      }
      return message;
    },
    [t, own],
  );
}
