import { PASSWORD_MAX, PASSWORD_MIN } from '@app/shared/auth/rules';
import type { FullTextKey } from '../../../lib/translator';
import type { FieldTexts } from '../../../lib/use-field-message';

/** Which field a `required` message is about, so it can say "Email is required". */
export type FieldKind = 'email' | 'password' | 'name' | 'confirm' | 'other';

const REQUIRED: Record<string, FullTextKey> = {
  email: 'auth:validation.emailRequired',
  password: 'auth:validation.passwordRequired',
  name: 'auth:validation.nameRequired',
  confirm: 'auth:validation.confirmRequired',
};

const BY_CODE: Record<string, FullTextKey> = {
  required: 'auth:validation.required',
  invalid_email: 'auth:validation.invalidEmail',
  password_too_short: 'auth:validation.passwordTooShort',
  password_too_long: 'auth:validation.passwordTooLong',
  passwords_mismatch: 'auth:validation.passwordsMismatch',
  terms_required: 'auth:validation.termsRequired',
  too_long: 'auth:validation.tooLong',
};

/** The sign-in, registration and reset forms' words for field issues. */
export const authFieldTexts: FieldTexts = {
  keyOf: (code, field) =>
    (code === 'required' ? REQUIRED[field] : undefined) ?? BY_CODE[code] ?? 'auth:validation.invalidValue',
  values: () => ({ min: PASSWORD_MIN, max: PASSWORD_MAX }),
};
