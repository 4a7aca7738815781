import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
    // An entity already written is text, and is escaped again.
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves Turkish, Arabic and emoji as they are', () => {
    for (const text of ['İstanbul’dan Uzungöl’e: ı ş ğ Ç', 'دير سوميلا \u200f', 'Çay ☕ 🌊 👨‍👩‍👧'])
      expect(escapeHtml(text)).toBe(text);
    expect(escapeHtml('"فندق" <البحر>')).toBe('&quot;فندق&quot; &lt;البحر&gt;');
  });
});
