import { z } from 'zod';
import { ROLES } from './rules.ts';

/** What the auth and users APIs answer. Never a password hash, a session or a reset token. */

export const userDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Prefills checkouts; empty until the traveller gives one. */
  phone: z.string(),
  role: z.enum(ROLES),
  profileImage: z.string(),
  permissions: z.object({ blog: z.boolean() }),
  preferences: z.object({ notifications: z.object({ email: z.boolean() }) }),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

/** POST /api/auth/register, GET /api/auth/me, PUT /api/users/profile(/avatar). */
export const userEnvelopeDto = z.object({ user: userDto });

/** POST /api/auth/login and /api/auth/refresh. */
export const loginResponse = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  role: z.enum(ROLES),
  name: z.string(),
  user: userDto,
});
export type LoginResponse = z.infer<typeof loginResponse>;
