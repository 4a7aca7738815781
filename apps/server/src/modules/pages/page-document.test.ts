import { PREFERENCES_SCRIPT } from '@app/shared/common/preferences-script';
import { describe, expect, it } from 'vitest';
import {
  assertTemplate,
  pageDocument,
  type RenderedPage,
  shellDocument,
  withHeadMarkup,
} from './page-document.ts';

const template = `<!doctype html>
<html lang="tr" dir="ltr">
  <head>
    <meta name="description" content="Default" />
    <title>Karadeniz Travel</title>
    <link rel="stylesheet" crossorigin href="/assets/style.css">
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: RenderedPage = {
  status: 200,
  lang: 'ar',
  dir: 'rtl',
  title: 'Uzungöl "lake" <b>',
  description: 'A & B <script>',
  html: '<main><h1>مرحبا</h1></main>',
  tail: '<script type="application/json" id="ssr-payload">{}</script>',
};

describe('page document', () => {
  it('fills the rendered page, its language, direction, title and description, escaped', () => {
    const html = pageDocument(template, page, 'dark');
    expect(html).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="dark" data-rendered>');
    expect(html).toContain('<title>Uzungöl &quot;lake&quot; &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="A &amp; B &lt;script&gt;" />');
    expect(html).toContain(`<div id="root">${page.html}</div>${page.tail}`);
    expect(html).not.toContain('content="Default"');
  });

  it('writes the tags the page declared at the end of the head, and nothing when it declared none', () => {
    const head = '<link rel="canonical" href="https://travel.example/hotels/lake" />';
    const html = pageDocument(template, { ...page, head }, null);
    expect(html).toMatch(new RegExp(`${head}\\s*</head>`));
    expect(html.indexOf(head)).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.indexOf(head)).toBeLessThan(html.indexOf('<body>'));
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(pageDocument(template, { ...page, head: '' }, null)).not.toContain('canonical');
    expect(pageDocument(template, page, null)).toMatch(
      /<\/script>\s*<link rel="modulepreload"[^>]*>\s*<\/head>/,
    );
  });

  it('keeps a title or description that spells </head> inside its element', () => {
    const html = pageDocument(
      template,
      { ...page, title: '</head><script>x</script>', head: '<meta property="og:type" content="website" />' },
      null,
    );
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain('<title>&lt;/head&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toMatch(/<meta property="og:type" content="website" \/>\n<\/head>/);
  });

  it('asks for the scripts of a rendered page at low priority, the stylesheet as before', () => {
    const html = pageDocument(template, page, null);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">');
    expect(html).toContain('<html lang="ar" dir="rtl" data-rendered>');
  });

  it("runs the reader's preferences first: right after the charset, before any stylesheet", () => {
    const built = template.replace('<head>', '<head>\n    <meta charset="UTF-8" />');
    const html = withHeadMarkup(built, '<style>x</style>');
    const script = html.indexOf(`<script>${PREFERENCES_SCRIPT}</script>`);
    expect(script).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html).toContain('<style>x</style></head>');
    // A template without a charset gets it at the head's start.
    expect(withHeadMarkup(template, '')).toContain(`<head><script>${PREFERENCES_SCRIPT}</script>`);
  });

  it('keeps the shell as built, with the saved colour scheme when there is one', () => {
    expect(shellDocument(template, null)).toBe(template);
    expect(shellDocument(template, 'light')).toContain(
      '<html lang="tr" dir="ltr" data-mantine-color-scheme="light">',
    );
  });

  it('refuses a template without a place for the page', () => {
    expect(() => assertTemplate(template)).not.toThrow();
    expect(() => assertTemplate(template.replace('<div id="root"></div>', '<div id="app"></div>'))).toThrow(
      /root/,
    );
    expect(() => assertTemplate(template.replace(/<title>.*<\/title>/, ''))).toThrow(/title/);
    expect(() => assertTemplate(template.replace('</head>', ''))).toThrow(/<\/head>/);
  });
});
