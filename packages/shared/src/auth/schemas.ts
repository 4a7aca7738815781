import { z } from 'zod';
import { PHONE_PATTERN } from '../common/phone.ts';
import { text } from '../common/text-field.ts';
import { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from './rules.ts';

export type { LoginResponse, UserDto } from './responses.ts';

export const emailField = text(254)
  .min(1, { error: 'required' })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'invalid_email' }));

export const passwordField = text(PASSWORD_MAX, { trim: false, tooLong: 'password_too_long' })
  .min(1, { error: 'required' })
  .min(PASSWORD_MIN, { error: 'password_too_short' });

export const nameField = text(100).min(1, { error: 'required' });

export const preferencesSchema = z.object({
  notifications: z.object({ email: z.boolean() }).partial().default({}),
});

export const registerBody = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  preferences: z
    .object({ notifications: z.object({ email: z.boolean().default(false) }).default({ email: false }) })
    .default({ notifications: { email: false } }),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: emailField,
  password: text(PASSWORD_MAX, { trim: false }).min(1, { error: 'required' }),
  rememberMe: z.boolean().default(false),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email: emailField });

export const resetPasswordBody = z.object({ password: passwordField });

export const changePasswordBody = z
  .object({
    currentPassword: text(PASSWORD_MAX, { trim: false }).min(1, { error: 'required' }),
    newPassword: passwordField,
  })
  // The same password again would sign out every other device for nothing.
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    error: 'same_as_current',
  });

/**
 * Through the profile the photo can only be removed (''): a photo is set by uploading it
 * (`PUT /api/users/profile/avatar`), so it is always one of our own checked images. Links to other
 * sites could never show (the pages' CSP allows our own images only) and are refused.
 */
const profileImageField = text(2048).refine((v) => v === '', { error: 'invalid_url' });

/** A phone number kept for checkouts; empty removes it. */
export const phoneField = text(30).refine((v) => v === '' || PHONE_PATTERN.test(v), {
  error: 'invalid_phone',
});

export const profileBody = z.object({
  name: nameField.optional(),
  phone: phoneField.optional(),
  profileImage: profileImageField.optional(),
  preferences: z.object({ notifications: z.object({ email: z.boolean() }) }).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;
