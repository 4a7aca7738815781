import sanitizeHtml from 'sanitize-html';

/**
 * A post's content as authors write it (rich text from the editor, or imported HTML) and as it is
 * stored: cleaned HTML, its plain text and the words search looks at (a title's slug: `@app/shared/blog/slug`).
 */

/** Images only from our own storage: uploads and the pictures that ship with the app. */
const OWN_IMAGE = /^\/(uploads|images)\/(?!.*\.\.)[^\\]*$/;
/** Links that leave the site: an absolute http(s) address or a protocol-relative one (`//`, `/\`). */
const EXTERNAL_LINK = /^(https?:)?[\\/]{2}/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside an address, so the check does too
const CONTROL_AND_SPACE = /[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\u2028\u2029\ufeff]/g;

/** Elements removed together with everything inside them (the rest keep their text). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'title',
  'head',
  'xmp',
  'plaintext',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      const href = (attribs.href ?? '').replace(CONTROL_AND_SPACE, '');
      if (attribs.href !== undefined) out.href = attribs.href.trim();
      if (attribs.title) out.title = attribs.title;
      if (EXTERNAL_LINK.test(href)) {
        out.rel = 'noopener noreferrer nofollow';
        out.target = '_blank';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      const src = (attribs.src ?? '').trim();
      if (OWN_IMAGE.test(src)) out.src = src;
      if (attribs.alt) out.alt = attribs.alt;
      for (const size of ['width', 'height'] as const) {
        const value = attribs[size];
        if (value && /^\d{1,5}$/.test(value)) out[size] = value;
      }
      if (attribs.loading === 'lazy' || attribs.loading === 'eager') out.loading = attribs.loading;
      return { tagName, attribs: out };
    },
  },
  // An image that is not ours is removed entirely rather than left without a source.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The HTML of a post, cleaned on every save: an allow-list of text and structure tags, links to
 * http(s), mailto and our own pages (external ones open apart, without referrer or ranking), and
 * images only from our own storage. No script, style, frame, event handler or `javascript:` address
 * survives, however it is spelled.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE).trim();
}

const BLOCK_TAGS =
  /<\/?(?:p|br|h[1-6]|li|ul|ol|blockquote|div|section|article|header|footer|figure|figcaption|hr|pre|table|tr|td|th|img|dd|dt)\b[^>]*>/gi;
const ESCAPED: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/** The words of some HTML: block boundaries become spaces, entities are decoded, spaces collapsed. */
export function htmlToPlainText(html: string): string {
  const spaced = html.replace(BLOCK_TAGS, ' $& ');
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
  });
  return text
    .replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
