import { PASSWORD_MAX, PASSWORD_MIN } from '@app/shared/auth/rules';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { localeOf } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

type Field = 'name' | 'phone' | 'current' | 'password' | 'confirm';

/** Shared field issue codes (`required`, `password_too_short`, ...) in the reader's language. */
export function useProfileFieldMessage() {
  const { t } = useTranslation('profile');
  return useCallback(
    (code: string | null, field: Field): string | null => {
      switch (code) {
        case null:
          return null;
        case 'required':
          if (field === 'name') return t('validation.nameRequired');
          if (field === 'current') return t('validation.currentRequired');
          if (field === 'confirm') return t('validation.confirmRequired');
          return t('validation.passwordRequired');
        case 'password_too_short':
          return t('validation.passwordTooShort', { min: PASSWORD_MIN });
        case 'password_too_long':
          return t('validation.passwordTooLong', { max: PASSWORD_MAX });
        case 'passwords_mismatch':
          return t('validation.passwordsMismatch');
        case 'same_as_current':
          return t('validation.sameAsCurrent');
        case 'invalid_phone':
          return t('validation.invalidPhone');
        case 'too_long':
          return t('validation.tooLong');
        default:
          return t('validation.invalidValue');
      }
    },
    [t],
  );
}

/** The server's translated message, a translated network message, or the fallback; with the wait on 429. */
export function useProfileErrorMessage() {
  const { t } = useTranslation('profile');
  return useCallback(
    (error: unknown, fallback: string): string => {
      if (!(error instanceof ApiError)) return fallback;
      if (error.status === 0) return error.code === 'timeout' ? t('errors.timeout') : t('errors.network');
      const message = error.status >= 500 || !error.message ? fallback : error.message;
      if (error.status === 429 && error.retryAfterSeconds) {
        const format = new Intl.RelativeTimeFormat(localeOf(currentLanguage()), { numeric: 'always' });
        const seconds = error.retryAfterSeconds;
        const when =
          seconds <= 90 ? format.format(seconds, 'second') : format.format(Math.ceil(seconds / 60), 'minute');
        return `${message} ${t('errors.retryIn', { when })}`;
      }
      return message;
    },
    [t],
  );
}
