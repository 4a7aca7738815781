/** Waits after each failed attempt: 30 s, 2 min, 10 min, 1 h, 6 h; then the mail is given up. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` failed attempts, or null when the mail is given up. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1];
  return new Date(now.getTime() + (delay ?? 0));
}

/**
 * What is kept of a send error: its class, its code and the SMTP reply code, never its message
 * (an SMTP answer such as "550 <name@example.com>: no such user" quotes the address).
 */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return [
    error.name,
    typeof code === 'string' && /^[A-Z0-9_]{1,40}$/i.test(code) ? code : null,
    typeof responseCode === 'number' ? String(responseCode) : null,
  ]
    .filter(Boolean)
    .join(' ');
}
