/**
 * The offline provider's only source of variety: a hash of the inputs (FNV-1a, 32 bits), so the
 * same question always gets the same answer. No Math.random, no clock.
 */

/** FNV-1a of the parts joined with `|`: a 32-bit unsigned integer. */
export function hash(...parts: (string | number)[]): number {
  const text = parts.join('|');
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // A final avalanche (murmur3's), so inputs that differ in their last character spread evenly.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) from the parts. */
export const unit = (...parts: (string | number)[]): number => hash(...parts) / 2 ** 32;

/** An integer from `min` to `max` (both included) from the parts. */
export const between = (min: number, max: number, ...parts: (string | number)[]): number =>
  min + (hash(...parts) % (max - min + 1));

/** One of the items, chosen by the parts. */
export function pick<T>(items: readonly T[], ...parts: (string | number)[]): T {
  const item = items[hash(...parts) % items.length];
  if (item === undefined) throw new RangeError('pick from nothing');
  return item;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `length` characters of upper-case letters and digits (no 0/O, 1/I) from the parts. */
export function code(length: number, ...parts: (string | number)[]): string {
  let out = '';
  for (let i = 0; out.length < length; i++) {
    let h = hash(...parts, i);
    for (let j = 0; j < 6 && out.length < length; j++) {
      out += ALPHABET[h % ALPHABET.length];
      h = Math.floor(h / ALPHABET.length);
    }
  }
  return out;
}

/** Cents as the provider writes an amount: "1234.50". */
export function money(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount the provider wrote ("1234.5", "12") in cents, or null when it is not one. */
export function cents(amount: string | undefined): number | null {
  if (amount === undefined || !/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
