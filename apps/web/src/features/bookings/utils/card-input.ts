/** "4111111111111111" → "4111 1111 1111 1111" (Amex 4-6-5), as the guest types. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(.{4})/g, '$1 ').trim();
}

/** "1229" → "12/29"; keeps a typed slash. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
