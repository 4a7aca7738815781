/**
 * A session is one family of refresh tokens: each refresh replaces the current token with a new
 * one. A token the family has already replaced must never come back; when it does, someone holds
 * a copy (a thief, or the user after a thief), so the whole session ends. See
 * docs/decisions/012-session-families.md.
 */

/**
 * How long the token just before the current one is still taken as a concurrent refresh rather
 * than reuse: two tabs that sent the same cookie at once, the second arriving after the first one
 * rotated it. Long enough for a slow network, short enough to give a copied token little.
 */
export const REFRESH_REUSE_GRACE_MS = 15_000;

export interface RotatedToken {
  /** The hash of the token that replaced this one. */
  replacedByHash: string;
  rotatedAt: Date;
}

/**
 * What a presented token the family has rotated away means:
 * - `concurrent`: it is the one just before the current token, replaced within the grace window:
 *   the caller gets an access token but no new refresh token, and the session goes on;
 * - `reuse`: anything else: the session ends.
 */
export function judgeRotatedToken(
  rotated: RotatedToken,
  currentHash: string,
  now: Date,
): 'concurrent' | 'reuse' {
  const justBefore = rotated.replacedByHash === currentHash;
  const age = now.getTime() - rotated.rotatedAt.getTime();
  return justBefore && age >= 0 && age <= REFRESH_REUSE_GRACE_MS ? 'concurrent' : 'reuse';
}
