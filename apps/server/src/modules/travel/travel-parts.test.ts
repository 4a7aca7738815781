import { describe, expect, it } from 'vitest';
import {
  type TravelProvider,
  TravelProviderError,
} from '../../integrations/travel-provider/travel-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { AnswerCache } from './answer-cache.ts';
import { maskDocument } from './flight-booking.ts';
import { offerSeal } from './offer-seal.ts';
import { sixDigits } from './travel-bookings.repository.ts';
import { travelSource } from './travel-source.ts';

describe('confirmation numbers', () => {
  it('are six digits, never the same for two sequence values', () => {
    const seen = new Set<string>();
    let malformed = 0;
    for (let n = 1; n <= 900_000; n++) {
      const digits = sixDigits(n);
      if (!/^\d{6}$/.test(digits)) malformed++;
      seen.add(digits);
    }
    expect(malformed).toBe(0);
    expect(seen.size).toBe(900_000);
  });
});

describe('documents in lists', () => {
  it('show the first character and the last two only', () => {
    expect(maskDocument('U12345689')).toBe('U••••••89');
    expect(maskDocument('AB1')).toBe('•••');
  });
});

describe('sealed flight offers', () => {
  const seal = offerSeal('a-secret-of-the-server-long-enough-0123');
  it('come back as they were sealed', () => {
    const token = seal.seal({ provider: 'offline', offer: { id: '1', price: { total: '99.00' } } });
    expect(seal.open(token)).toEqual({ provider: 'offline', offer: { id: '1', price: { total: '99.00' } } });
  });
  it('refuse one changed in the browser, or sealed by another secret', () => {
    const token = seal.seal({ offer: { price: { total: '99.00' } } });
    const [payload, mac] = token.split('.');
    const cheaper = Buffer.from(JSON.stringify({ offer: { price: { total: '1.00' } } })).toString(
      'base64url',
    );
    expect(() => seal.open(`${cheaper}.${mac}`)).toThrow(AppError);
    expect(() => offerSeal('another-secret-entirely-0123456789abcdef').open(token)).toThrow(AppError);
    expect(() => seal.open(`${payload}`)).toThrow(AppError);
  });
});

describe('the answer cache', () => {
  it('keeps an answer for its time, loads a key once for concurrent readers, and keeps no failure', async () => {
    let now = 0;
    const cache = new AnswerCache(() => now);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', 1000, load), cache.get('k', 1000, load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('k', 1000, load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', 1000, load)).toBe(2);
    await expect(cache.get('x', 1000, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', 1000, async () => 'up')).toBe('up');
  });
});

describe('the travel source', () => {
  const log = { warn: () => {} };
  const named = (name: 'offline' | 'amadeus', hotelsByIds: TravelProvider['hotelsByIds']) =>
    ({ name, hotelsByIds }) as unknown as TravelProvider;
  const offline = named('offline', async () => [{ hotelId: 'OFFLINE1', name: 'Offline' }]);

  it('answers from the configured provider when it answers', async () => {
    const source = travelSource(
      named('amadeus', async () => [{ hotelId: 'LIVE0001', name: 'Live' }]),
      offline,
      log,
    );
    expect(await source.read((p) => p.hotelsByIds([]))).toMatchObject({
      source: 'provider',
      fallback: false,
      bookable: true,
    });
  });

  it('falls back to the offline provider, marked and not bookable, when the provider is unavailable', async () => {
    const down = named('amadeus', async () => {
      throw new TravelProviderError('unavailable', 'timed out');
    });
    const read = await travelSource(down, offline, log).read((p) => p.hotelsByIds([]));
    expect(read).toMatchObject({ source: 'offline', fallback: true, bookable: false });
    expect(read.value[0]?.hotelId).toBe('OFFLINE1');
  });

  it('does not hide a refusal behind the offline answers, nor stand in for what is booked', async () => {
    const refusing = named('amadeus', async () => {
      throw new TravelProviderError('rejected', 'bad request');
    });
    await expect(travelSource(refusing, offline, log).read((p) => p.hotelsByIds([]))).rejects.toThrow(
      'bad request',
    );
    const down = named('amadeus', async () => {
      throw new TravelProviderError('unavailable', 'down');
    });
    await expect(travelSource(down, offline, log).book((p) => p.hotelsByIds([]))).rejects.toThrow('down');
  });
});
