/** Card checks shared by the checkout form and the server. Nothing here stores or logs a number. */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'troy' | 'discover' | 'unionpay' | 'unknown';

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): CardBrand {
  const n = digitsOnly(number);
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^9792/.test(n)) return 'troy';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  if (/^62/.test(n)) return 'unionpay';
  return 'unknown';
}

/** MM/YY, not before the current month. `now` is injectable for tests. */
export function expiryState(value: string, now: Date = new Date()): 'ok' | 'invalid' | 'expired' {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!m) return 'invalid';
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return 'invalid';
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = year * 12 + (month - 1);
  if (expiry < current) return 'expired';
  if (expiry > current + 20 * 12) return 'invalid';
  return 'ok';
}

/** 3 digits, or 4 for American Express. */
export function cvvValid(cvv: string, number: string): boolean {
  return cardBrand(number) === 'amex' ? /^\d{3,4}$/.test(cvv) : /^\d{3}$/.test(cvv) || /^\d{4}$/.test(cvv);
}

export function lastFour(number: string): string {
  return digitsOnly(number).slice(-4);
}
