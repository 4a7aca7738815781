import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { localeOf } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

/** "in 30 seconds" / "30 saniye sonra" / "خلال 30 ثانية": Intl handles the plural forms. */
export function formatWait(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  return seconds <= 90
    ? format.format(Math.ceil(seconds), 'second')
    : format.format(Math.ceil(seconds / 60), 'minute');
}

/**
 * The message to show for a failed auth call: the server's (already translated) message, a
 * translated network or timeout message, or the given fallback ("Login failed"). A rate-limited
 * answer also says how long to wait.
 */
export function useApiErrorMessage() {
  const { t } = useTranslation('auth');
  return useCallback(
    (error: unknown, fallback: string): string => {
      if (!(error instanceof ApiError)) return fallback;
      if (error.status === 0) return error.code === 'timeout' ? t('errors.timeout') : t('errors.network');
      const message = error.status >= 500 || !error.message ? fallback : error.message;
      if (error.status === 429 && error.retryAfterSeconds) {
        const when = formatWait(error.retryAfterSeconds, localeOf(currentLanguage()));
        return `${message} ${t('errors.retryIn', { when })}`;
      }
      return message;
    },
    [t],
  );
}

/** Field errors of a 400 answer, keyed by field name, for the fields this form has. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const issue of error.errors) {
    if (fields.includes(issue.field) && !errors[issue.field]) errors[issue.field] = issue.message;
  }
  return errors;
}
