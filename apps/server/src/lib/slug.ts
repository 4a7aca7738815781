const MAP: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i̇: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** "Uzungöl Göl Evi" → "uzungol-gol-evi"; Turkish letters transliterated, the rest ASCII-only. */
export function slugify(value: string): string {
  const lowered = value.replace(/İ/g, 'i').replace(/I/g, 'i').toLowerCase();
  const mapped = [...lowered].map((ch) => MAP[ch] ?? ch).join('');
  return mapped
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}
