import type { HighlightedText } from '@app/shared/blog/schemas';
import { foldForSearch } from '../../lib/text-fold.ts';

/** A word also counts as found when it shares this many first letters with a query word (stems). */
const STEM_PREFIX = 5;

function commonPrefixLength(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/** Whether a word of the text matches one of the folded query words. */
export function wordMatches(word: string, foldedQueryWords: string[]): boolean {
  const folded = foldForSearch(word);
  if (!folded) return false;
  return foldedQueryWords.some((q) => folded.startsWith(q) || commonPrefixLength(folded, q) >= STEM_PREFIX);
}

/**
 * Splits a text into `{text, match}` segments with the words a search found marked: a word
 * matches when its folded form starts with a folded query word (`Manastırı` for `manastır`,
 * `İstanbul` for `istanbul`), or when it shares its first five or more letters with one
 * (`Manastırı` for `manastırlar`). Adjacent segments of the same kind are joined.
 */
export function highlight(text: string, queryWords: string[]): HighlightedText {
  const folded = queryWords.map(foldForSearch).filter(Boolean);
  const segments: HighlightedText = [];
  // Splitting on a captured group alternates between text between words and the words.
  for (const part of text.split(/([\p{L}\p{N}\p{M}]+)/u)) {
    if (!part) continue;
    const match = /[\p{L}\p{N}]/u.test(part) && wordMatches(part, folded);
    const last = segments.at(-1);
    if (last && last.match === match) last.text += part;
    else segments.push({ text: part, match });
  }
  return segments;
}
