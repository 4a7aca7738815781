import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentHeader, locationHeader } from './header-values.ts';

const VISIBLE_ASCII = /^[\x20-\x7e]*$/;

describe('header values', () => {
  it('percent-encodes a location in any script and keeps what is already encoded', () => {
    const location = locationHeader('/blog/post/دير-سوميلا?q=İnişli ğ&x=%C3%A7');
    expect(location).toMatch(VISIBLE_ASCII);
    expect(location).toBe(
      `/blog/post/${encodeURIComponent('دير-سوميلا')}?q=${encodeURIComponent('İnişli ğ')}&x=%C3%A7`,
    );
  });

  it('names a download in any script, readable back by a parser', () => {
    for (const name of ['bookings-2027-05-01.csv', 'حجوزات-طرابزون.csv', 'Şavşat İğneada "özet".csv']) {
      const header = attachmentHeader(name);
      expect(header).toMatch(VISIBLE_ASCII);
      const parsed = parse(header);
      expect(parsed.type).toBe('attachment');
      expect(parsed.parameters.filename).toBe(name);
    }
  });
});
