/**
 * The key that makes emails unique: trimmed, NFC, and case-folded so that the Turkish
 * dotted and dotless I (İ ı) and the ASCII I i all fold to the same letter.
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').replace(/[İIı]/g, 'i').toLowerCase();
}
