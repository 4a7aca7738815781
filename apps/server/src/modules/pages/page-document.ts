import { escapeHtml } from '@app/shared/common/html';
import { PREFERENCES_SCRIPT } from '@app/shared/common/preferences-script';

/** A page the web app rendered on the server (see `apps/web/src/entry-server.tsx`). */
export interface RenderedPage {
  status: number;
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  /**
   * Tags the page declared for the end of `<head>` (canonical, Open Graph, hreflang, JSON-LD),
   * written and escaped by the web app's renderer; empty when it declared none.
   */
  head?: string;
  /** The markup of `#root`. */
  html: string;
  /** Markup for after `#root`: the data the page was rendered with, for the browser. */
  tail: string;
  /**
   * Which built page carries it: `app` (the whole app comes alive) or `light` (only the page's
   * islands do; the web app's `light.html`).
   */
  document?: 'app' | 'light';
}

export type ColorScheme = 'light' | 'dark';

const HTML_TAG = /<html[^>]*>/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';
/** Where the head's first script goes: after the charset (which must stay in the first bytes), else at the head's start. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
const HEAD_START = /<head>/i;

/** Fails at startup, not on a visitor's request, when the built index.html lacks a slot. */
export function assertTemplate(template: string): void {
  for (const [name, found] of [
    ['<html>', HTML_TAG.test(template)],
    ['<title>', TITLE.test(template)],
    ['meta description', DESCRIPTION.test(template)],
    [ROOT, template.includes(ROOT)],
    [HEAD_END, template.includes(HEAD_END)],
  ] as const) {
    if (!found) throw new Error(`index.html has no ${name} to fill`);
  }
}

/** `data-rendered`: the page arrived in `lang` (the preferences script compares the reader's). */
function htmlTag(lang: string, dir: string, scheme: ColorScheme | null): string {
  const schemeAttribute = scheme ? ` data-mantine-color-scheme="${scheme}"` : '';
  return `<html lang="${escapeHtml(lang)}" dir="${dir}"${schemeAttribute} data-rendered>`;
}

/**
 * The template for every page it makes: the preferences script first in the head (before any
 * stylesheet, which would hold it back), `markup` (the theme's styles) at the end of the head.
 */
export function withHeadMarkup(template: string, markup: string): string {
  const script = `<script>${PREFERENCES_SCRIPT}</script>`;
  const withScript = template.replace(
    CHARSET.test(template) ? CHARSET : HEAD_START,
    (start) => start + script,
  );
  return markup ? withScript.replace(HEAD_END, () => `${markup}${HEAD_END}`) : withScript;
}

/** The app's page with nothing rendered: the browser renders it. Only the colour scheme is set. */
export function shellDocument(template: string, scheme: ColorScheme | null): string {
  if (!scheme) return template;
  return template.replace(HTML_TAG, (tag) => tag.replace('>', ` data-mantine-color-scheme="${scheme}">`));
}

/**
 * A rendered page is readable before its scripts run, so they are fetched at low priority: the
 * stylesheet and the images the reader sees come first on a slow connection.
 */
function scriptsAtLowPriority(html: string): string {
  return html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

/** The app's page with the server's rendering, head and data filled in. */
export function pageDocument(template: string, page: RenderedPage, scheme: ColorScheme | null): string {
  return scriptsAtLowPriority(template)
    .replace(HTML_TAG, () => htmlTag(page.lang, page.dir, scheme))
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace(HEAD_END, () => (page.head ? `${page.head}\n${HEAD_END}` : HEAD_END))
    .replace(ROOT, () => `<div id="root">${page.html}</div>${page.tail}`);
}
