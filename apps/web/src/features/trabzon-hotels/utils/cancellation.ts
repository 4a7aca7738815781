/**
 * When free cancellation ends, while it has not yet; null for a rate that cannot be cancelled free
 * of charge, or no longer can (a stay starting within the rate's notice).
 */
export function stillFree(refundableUntil: string | null, now = Date.now()): string | null {
  return refundableUntil && Date.parse(refundableUntil) > now ? refundableUntil : null;
}
