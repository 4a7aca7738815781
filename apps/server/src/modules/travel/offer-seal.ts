import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';

/**
 * A flight offer travels to the browser and back sealed: the provider's offer as JSON, base64url,
 * and an HMAC of it under the server's secret. The browser cannot change what it sends back; the
 * provider prices it again before anything is booked.
 */
export function offerSeal(secret: string) {
  const key = createHmac('sha256', secret).update('travel-offer-seal').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    seal(offer: unknown): string {
      const payload = Buffer.from(JSON.stringify(offer)).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    /** The offer, or 400 `invalid_offer`. */
    open<T>(token: string): T {
      const [payload, given, ...rest] = token.split('.');
      if (!payload || !given || rest.length) throw new AppError(400, 'invalid_offer');
      const expected = Buffer.from(mac(payload));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
        throw new AppError(400, 'invalid_offer');
      try {
        return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
      } catch {
        throw new AppError(400, 'invalid_offer');
      }
    },
  };
}
export type OfferSeal = ReturnType<typeof offerSeal>;
