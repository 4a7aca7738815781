import { describe, expect, it } from 'vitest';
import { cleanCommentBody, cleanLine } from './comment-text.ts';

describe('comment text', () => {
  it('keeps markup as typed text and line breaks, drops control characters', () => {
    expect(cleanCommentBody('  <b>Güzel</b> yer!\r\nTekrar\u0000 gideceğiz.\u0007  \n\n\n\nتحياتي  ')).toBe(
      '<b>Güzel</b> yer!\nTekrar gideceğiz.\n\nتحياتي',
    );
    expect(cleanCommentBody('a\tb')).toBe('a\tb');
    expect(cleanCommentBody('\u0000\u001b')).toBe('');
  });

  it('a name is one line', () => {
    expect(cleanLine(' Ayşe\n\u0000 Yılmaz\t ')).toBe('Ayşe Yılmaz');
  });
});
