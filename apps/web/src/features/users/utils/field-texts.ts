import { PASSWORD_MAX, PASSWORD_MIN } from '@app/shared/auth/rules';
import type { FullTextKey } from '../../../lib/translator';
import type { FieldTexts } from '../../../lib/use-field-message';

const REQUIRED: Record<string, FullTextKey> = {
  name: 'profile:validation.nameRequired',
  current: 'profile:validation.currentRequired',
  confirm: 'profile:validation.confirmRequired',
};

const BY_CODE: Record<string, FullTextKey> = {
  password_too_short: 'profile:validation.passwordTooShort',
  password_too_long: 'profile:validation.passwordTooLong',
  passwords_mismatch: 'profile:validation.passwordsMismatch',
  same_as_current: 'profile:validation.sameAsCurrent',
  invalid_phone: 'profile:validation.invalidPhone',
  too_long: 'profile:validation.tooLong',
};

/** The profile forms' words for field issues (fields: name, phone, current, password, confirm). */
export const profileFieldTexts: FieldTexts = {
  keyOf: (code, field) =>
    code === 'required'
      ? (REQUIRED[field] ?? 'profile:validation.passwordRequired')
      : (BY_CODE[code] ?? 'profile:validation.invalidValue'),
  values: () => ({ min: PASSWORD_MIN, max: PASSWORD_MAX }),
};
