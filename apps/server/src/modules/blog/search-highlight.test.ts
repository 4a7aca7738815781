import { describe, expect, it } from 'vitest';
import { prefixQueryText, searchWords } from '../../lib/search-words.ts';
import { highlight, wordMatches } from './search-highlight.ts';

describe('searchWords', () => {
  it('words of any script, once each, at most eight', () => {
    expect(searchWords('  Sümela   manastırı ')).toEqual(['Sümela', 'manastırı']);
    expect(searchWords('İstanbul istanbul ISTANBUL')).toEqual(['İstanbul']);
    expect(searchWords('دير سُوميلا')).toEqual(['دير', 'سُوميلا']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('2027 trip')).toEqual(['2027', 'trip']);
  });

  it('drops a suffix after an apostrophe and all punctuation', () => {
    expect(searchWords("Trabzon'da Uzungöl’e")).toEqual(['Trabzon', 'Uzungöl']);
    expect(searchWords("'quoted' & (grouped) | !not :*")).toEqual(['quoted', 'grouped', 'not']);
    expect(searchWords("&|!:*()' \\ -- ;")).toEqual([]);
    expect(searchWords('\u064e\u064f')).toEqual([]);
  });

  it('the prefix query text is folded and quoted', () => {
    expect(prefixQueryText('MANASTIR')).toBe("'manastir':*");
    expect(prefixQueryText('İstanbul')).toBe("'istanbul':*");
    expect(prefixQueryText('أجمل')).toBe("'اجمل':*");
    expect(prefixQueryText('سُوميلا')).toBe("'سوميلا':*");
    expect(prefixQueryText("a'b:*&")).toBe("'ab':*");
    expect(prefixQueryText('\u064e')).toBeNull();
  });
});

describe('highlight', () => {
  it('marks words starting with a query word, whatever the Turkish case', () => {
    expect(highlight('Sümela Manastırı ve İSTANBUL yolu', ['manastır', 'istanbul'])).toEqual([
      { text: 'Sümela ', match: false },
      { text: 'Manastırı', match: true },
      { text: ' ve ', match: false },
      { text: 'İSTANBUL', match: true },
      { text: ' yolu', match: false },
    ]);
  });

  it('marks a word sharing its first five letters with a query word (a stem)', () => {
    expect(wordMatches('Manastırı', ['manastirlar'])).toBe(true);
    expect(wordMatches('manastır', ['manastirlar'])).toBe(true);
    expect(wordMatches('Manas', ['manastirlar'])).toBe(true);
    // Four shared letters are not enough, and a longer query word does not match a shorter word.
    expect(wordMatches('Uzun', ['uzungol'])).toBe(false);
    expect(wordMatches('mana', ['manastir'])).toBe(false);
    expect(wordMatches('lake', ['uzun'])).toBe(false);
  });

  it('Arabic without diacritics and with unified alef forms', () => {
    expect(highlight('زيارة دير سُوميلا، أجمل مكان', ['سوميلا', 'اجمل'])).toEqual([
      { text: 'زيارة دير ', match: false },
      { text: 'سُوميلا', match: true },
      { text: '، ', match: false },
      { text: 'أجمل', match: true },
      { text: ' مكان', match: false },
    ]);
  });

  it('joins neighbouring segments, keeps every character, handles empty input', () => {
    const text = "Uzungöl'e, Uzungöl! (uzun)";
    const segments = highlight(text, ['uzun']);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments).toEqual([
      { text: 'Uzungöl', match: true },
      { text: "'e, ", match: false },
      { text: 'Uzungöl', match: true },
      { text: '! (', match: false },
      { text: 'uzun', match: true },
      { text: ')', match: false },
    ]);
    expect(highlight('', ['x'])).toEqual([]);
    expect(highlight('No match here', [])).toEqual([{ text: 'No match here', match: false }]);
  });
});
