import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../lib/text-fold.ts';
import { htmlToPlainText, sanitizePostHtml } from './post-content.ts';

/** Known cross-site scripting payloads, each with a safe part that must survive the cleaning. */
const PAYLOADS: { html: string; keeps?: string }[] = [
  { html: '<p>Tea fields</p><script>alert(1)</script>', keeps: '<p>Tea fields</p>' },
  { html: '<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>after</p>', keeps: '<p>after</p>' },
  { html: '<p>photo</p><img src=x onerror=alert(1)>', keeps: '<p>photo</p>' },
  {
    html: '<img src="/uploads/2027/06/lake-800.webp" onerror="alert(1)" alt="Lake">',
    keeps: '<img src="/uploads/2027/06/lake-800.webp" alt="Lake" />',
  },
  { html: '<svg onload=alert(1)><circle r="4"/></svg><p>svg gone</p>', keeps: '<p>svg gone</p>' },
  { html: '<svg><script>alert(1)</script></svg>' },
  { html: '<a href="javascript:alert(1)">click</a>', keeps: '<a>click</a>' },
  { html: '<a href="JaVaScRiPt:alert(1)">mixed case</a>', keeps: 'mixed case' },
  { html: '<a href="java&#x09;script:alert(1)">tab entity</a>', keeps: 'tab entity' },
  { html: '<a href="java\tscript:alert(1)">raw tab</a>', keeps: 'raw tab' },
  { html: '<a href="&#106;avascript:alert(1)">decimal entity</a>', keeps: 'decimal entity' },
  { html: '<a href="&#x6A;&#x61;vascript&#58;alert(1)">hex entities</a>', keeps: 'hex entities' },
  { html: '<a href="  &#14;javascript:alert(1)">leading control</a>', keeps: 'leading control' },
  { html: '<a href="vbscript:msgbox(1)">vb</a>', keeps: 'vb' },
  { html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>', keeps: 'data' },
  { html: '<img src="data:image/svg+xml,<svg onload=alert(1)>"><p>x</p>', keeps: '<p>x</p>' },
  { html: '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>frame</p>', keeps: '<p>frame</p>' },
  { html: '<iframe src="javascript:alert(1)"></iframe>' },
  {
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  },
  { html: '<style>@import "javascript:alert(1)";</style><p>styled</p>', keeps: '<p>styled</p>' },
  { html: '<p style="background:url(javascript:alert(1))">inline style</p>', keeps: '<p>inline style</p>' },
  { html: '<object data="javascript:alert(1)"></object><p>obj</p>', keeps: '<p>obj</p>' },
  { html: '<embed src="javascript:alert(1)"><p>embed</p>', keeps: '<p>embed</p>' },
  { html: '<form action="javascript:alert(1)"><button>Go</button></form>' },
  { html: '<details open ontoggle=alert(1)><summary>s</summary></details>' },
  { html: '<body onload=alert(1)><p>body</p></body>', keeps: '<p>body</p>' },
  {
    html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>meta</p>',
    keeps: '<p>meta</p>',
  },
  { html: '<base href="javascript:/a/"><a href="/x">rel</a>', keeps: '<a href="/x">rel</a>' },
  { html: '<img src="https://evil.example/x.png" alt="foreign"><p>kept</p>', keeps: '<p>kept</p>' },
  { html: '<img src="//evil.example/x.png"><p>kept</p>', keeps: '<p>kept</p>' },
  { html: '<p onclick="alert(1)" onmouseover=alert(1)>handlers</p>', keeps: '<p>handlers</p>' },
  { html: '<p>unclosed <a href="javascript:alert(1)" <script>alert(1)</script>' },
  { html: '<<script>script>alert(1)<</script>/script>' },
  { html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' },
  { html: '<a href="https://example.com" onfocus="alert(1)" autofocus>ok</a>', keeps: 'ok</a>' },
  { html: '<input onfocus=alert(1) autofocus><textarea>t</textarea><p>input</p>', keeps: '<p>input</p>' },
  { html: '<video><source onerror="alert(1)"></video><audio src=x onerror=alert(1)>' },
  { html: '<table background="javascript:alert(1)"><tr><td>cell</td></tr></table>', keeps: 'cell' },
  {
    html: '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">long</a>',
    keeps: 'long',
  },
  { html: '<template><script>alert(1)</script></template><p>t</p>', keeps: '<p>t</p>' },
  { html: '<link rel="stylesheet" href="javascript:alert(1)"><p>link</p>', keeps: '<p>link</p>' },
];

describe('sanitizePostHtml', () => {
  it.each(PAYLOADS)('leaves nothing that runs from $html', ({ html, keeps }) => {
    const clean = sanitizePostHtml(html);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(clean).not.toMatch(
      /<(iframe|object|embed|svg|math|style|form|meta|base|link|input|details|body)\b/i,
    );
    expect(clean).not.toMatch(/\sstyle\s*=/i);
    if (keeps) expect(clean).toContain(keeps);
  });

  it('is checked against at least 25 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it('keeps the editor’s formatting and turns h1 into h2', () => {
    const html =
      '<h1>Uzungöl</h1><h3>Getting there</h3><p><strong>Bold</strong>, <em>italic</em>, <u>u</u>, <s>s</s>, <code>x</code></p>' +
      '<blockquote>Quote</blockquote><ul><li>one</li></ul><ol><li>two</li></ol><hr><pre>pre</pre>' +
      '<figure><img src="/images/lake.webp" alt="Lake" width="800" height="533" loading="lazy"><figcaption>Lake</figcaption></figure><p>a<br>b</p>';
    expect(sanitizePostHtml(html)).toBe(
      '<h2>Uzungöl</h2><h3>Getting there</h3><p><strong>Bold</strong>, <em>italic</em>, <u>u</u>, <s>s</s>, <code>x</code></p>' +
        '<blockquote>Quote</blockquote><ul><li>one</li></ul><ol><li>two</li></ol><hr /><pre>pre</pre>' +
        '<figure><img src="/images/lake.webp" alt="Lake" width="800" height="533" loading="lazy" /><figcaption>Lake</figcaption></figure><p>a<br />b</p>',
    );
  });

  it('marks external links and opens them apart; our own links, fragments and mail stay plain', () => {
    const clean = sanitizePostHtml(
      '<a href="https://example.com/guide" target="_self" title="Guide">ext</a> <a href="/blog/uzungol" target="_blank">in</a> <a href="#day-2">frag</a> <a href="mailto:info@karadeniz.travel">mail</a>',
    );
    expect(clean).toBe(
      '<a href="https://example.com/guide" title="Guide" rel="noopener noreferrer nofollow" target="_blank">ext</a> <a href="/blog/uzungol">in</a> <a href="#day-2">frag</a> <a href="mailto:info@karadeniz.travel">mail</a>',
    );
  });

  it('closes unclosed tags and drops unknown wrappers but keeps their text', () => {
    expect(sanitizePostHtml('<div><p>a<p>b<ul><li>c')).toBe('<p>a</p><p>b</p><ul><li>c</li></ul>');
    expect(sanitizePostHtml('<span class="x">Rize</span> tea')).toBe('Rize tea');
  });

  it('keeps only our images, with numeric sizes and no path tricks', () => {
    expect(sanitizePostHtml('<img src="/images/../admin" alt="x">')).toBe('');
    expect(sanitizePostHtml('<img src="/uploads/a.webp" width="100%" height="300">')).toBe(
      '<img src="/uploads/a.webp" height="300" />',
    );
  });
});

describe('htmlToPlainText', () => {
  it('separates blocks, decodes entities and collapses whitespace', () => {
    expect(
      htmlToPlainText(
        '<h2>Tea&amp;Sea</h2><p>one&nbsp;two &lt;b&gt; &quot;q&quot;</p><ul><li>a</li><li>b</li></ul>line<br>break',
      ),
    ).toBe('Tea&Sea one two <b> "q" a b line break');
  });

  it('leaves out scripts and styles', () => {
    expect(htmlToPlainText('<p>x</p><script>alert(1)</script><style>p{}</style>')).toBe('x');
  });
});

describe('foldForSearch', () => {
  it('folds every Turkish i to i', () => {
    expect(foldForSearch('İSTANBUL')).toBe('istanbul');
    expect(foldForSearch('IŞIK ışık Işık')).toBe('isik isik isik');
    expect(foldForSearch('SÜMELA Manastırı')).toBe('sumela manastiri');
  });

  it('drops the marks of Latin letters, as a reader without a Turkish keyboard types', () => {
    expect(foldForSearch('Uzungöl')).toBe(foldForSearch('uzungol'));
    expect(foldForSearch('Çay Bahçeleri')).toBe('cay bahceleri');
    expect(foldForSearch('Café Ağaç')).toBe('cafe agac');
  });

  it('normalises Arabic: no diacritics or tatweel, one alef, ya, ta marbuta and hamza seat', () => {
    expect(foldForSearch('دَيْرُ سُومِيلا')).toBe('دير سوميلا');
    expect(foldForSearch('أحمد إلى آمن ٱلله')).toBe('احمد الي امن الله');
    expect(foldForSearch('مدرسةٌ مؤتمر رئيس جميـــل')).toBe('مدرسه موتمر رييس جميل');
  });
});
