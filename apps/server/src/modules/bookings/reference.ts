import { randomInt } from 'node:crypto';

/** Crockford base32 without I, L, O, U: nothing to misread on the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A booking reference like KT-7K3M9QXA (40 random bits). */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `KT-${code}`;
}
