/** Account rules shared by the API and the web app, without the validation library. */
export const ROLES = ['admin', 'blog-admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** Unicode letters allowed (İlker@…), a dot in the domain required, no spaces or quotes. */
export const EMAIL_PATTERN = /^(?!\.)[^\s@"(),:;<>[\\\]]{1,64}@(?!-)[^\s@_"]+\.[^\s@_."]{2,}$/u;

/** Who may open the blog admin: admin, blog-admin, or a user granted the blog permission. */
export function canManageBlog(
  user: { role: Role; permissions?: { blog: boolean } } | null | undefined,
): boolean {
  if (!user) return false;
  return user.role === 'admin' || user.role === 'blog-admin' || user.permissions?.blog === true;
}

/** The email check of `emailField` without zod, for forms that load before it: a code or null. */
export function emailProblem(value: string): 'required' | 'too_long' | 'invalid_email' | null {
  const email = value.trim();
  if (!email) return 'required';
  if (email.length > 254) return 'too_long';
  return EMAIL_PATTERN.test(email) ? null : 'invalid_email';
}
