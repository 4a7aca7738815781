import { EMAIL_PATTERN } from '@app/shared/auth/rules';
import type { TFunction } from '../../../lib/use-translation';

type BookingT = TFunction<'booking'>;

/** A field that must not be left blank. */
export const requiredRule = (t: BookingT) => (value: string) =>
  value.trim() ? null : t('validation.required');

/** An email address the server will accept: not blank, and shaped like an address. */
export const emailRule = (t: BookingT) => (value: string) =>
  !value.trim()
    ? t('validation.required')
    : EMAIL_PATTERN.test(value.trim())
      ? null
      : t('validation.invalidEmail');
