/** The first `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function cutAtWord(text: string, max = 100): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.search(/\s\S*$/);
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
