import { describe, expect, it } from 'vitest';
import { referrerCategory } from './referrer.ts';

const host = 'karadeniz.travel';

describe('referrerCategory', () => {
  it('no referrer is a direct visit', () => {
    expect(referrerCategory(undefined, host)).toBe('direct');
    expect(referrerCategory('', host)).toBe('direct');
    expect(referrerCategory('   ', host)).toBe('direct');
  });

  it('a page of the same site is internal, whatever the port, case or www', () => {
    expect(referrerCategory('https://karadeniz.travel/blog', host)).toBe('internal');
    expect(referrerCategory('https://www.Karadeniz.travel/hotels?x=1', host)).toBe('internal');
    expect(referrerCategory('http://localhost:3000/blog', 'localhost:3000')).toBe('internal');
    expect(referrerCategory('http://localhost:5173/blog', 'localhost:3000')).toBe('internal');
    expect(referrerCategory('https://other.travel/blog', host)).toBe('other');
  });

  it('search engines, in any country', () => {
    for (const url of [
      'https://www.google.com/',
      'https://www.google.com.tr/search?q=uzungol',
      'https://google.de',
      'https://www.bing.com/search?q=x',
      'https://yandex.ru/search/?text=trabzon',
      'https://yandex.com.tr/',
      'https://duckduckgo.com/',
      'https://search.yahoo.com/search?p=x',
      'https://www.baidu.com/s?wd=x',
      'https://www.ecosia.org/search?q=x',
    ])
      expect(referrerCategory(url, host), url).toBe('search');
  });

  it('social networks, their short links and apps', () => {
    for (const url of [
      'https://m.facebook.com/',
      'https://l.instagram.com/?u=x',
      'https://t.co/abc',
      'https://twitter.com/someone',
      'https://x.com/someone/status/1',
      'https://www.linkedin.com/feed',
      'https://tr.pinterest.com/pin/1',
      'https://www.reddit.com/r/travel',
      'https://www.youtube.com/watch?v=1',
      'https://youtu.be/1',
      'https://www.tiktok.com/@x',
      'https://web.whatsapp.com/',
      'https://web.telegram.org/',
      'https://t.me/channel',
    ])
      expect(referrerCategory(url, host), url).toBe('social');
  });

  it('look-alike hosts and anything unreadable are other', () => {
    expect(referrerCategory('https://google.evil.com/', host)).toBe('other');
    expect(referrerCategory('https://notgoogle.com/', host)).toBe('other');
    expect(referrerCategory('https://x.org/', host)).toBe('other');
    expect(referrerCategory('https://tripadvisor.com/x', host)).toBe('other');
    expect(referrerCategory('not a url', host)).toBe('other');
    expect(referrerCategory('android-app://com.google.android.gm/', host)).toBe('other');
    expect(referrerCategory('https://karadeniz.travel/', undefined)).toBe('other');
  });
});
