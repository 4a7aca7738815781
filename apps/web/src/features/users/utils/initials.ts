/** "Ayşe Nur Yılmaz" → "AY", "محمد علي" → "مع": first letters of the first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}
