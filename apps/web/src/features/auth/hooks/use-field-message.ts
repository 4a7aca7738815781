import { PASSWORD_MAX, PASSWORD_MIN } from '@app/shared/auth/rules';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** Which field a `required` message is about, so it can say "Email is required". */
export type FieldKind = 'email' | 'password' | 'name' | 'confirm' | 'other';

/** Turns a shared field issue code into the reader's language. */
export function useFieldMessage() {
  const { t } = useTranslation('auth');
  return useCallback(
    (code: string | null, field: FieldKind = 'other'): string | null => {
      switch (code) {
        case null:
          return null;
        case 'required':
          if (field === 'email') return t('validation.emailRequired');
          if (field === 'password') return t('validation.passwordRequired');
          if (field === 'name') return t('validation.nameRequired');
          if (field === 'confirm') return t('validation.confirmRequired');
          return t('validation.required');
        case 'invalid_email':
          return t('validation.invalidEmail');
        case 'password_too_short':
          return t('validation.passwordTooShort', { min: PASSWORD_MIN });
        case 'password_too_long':
          return t('validation.passwordTooLong', { max: PASSWORD_MAX });
        case 'passwords_mismatch':
          return t('validation.passwordsMismatch');
        case 'terms_required':
          return t('validation.termsRequired');
        case 'too_long':
          return t('validation.tooLong');
        default:
          return t('validation.invalidValue');
      }
    },
    [t],
  );
}
