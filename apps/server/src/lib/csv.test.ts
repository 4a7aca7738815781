import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes commas, quotes and newlines, with CRLF rows', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['line\nbreak', 3],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",3\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas, but not numbers', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['+90 462'], ['@cmd'], [-5]])).toBe(
      'a\r\n"\'=HYPERLINK(""x"")"\r\n\'+90 462\r\n\'@cmd\r\n-5\r\n',
    );
  });
});
