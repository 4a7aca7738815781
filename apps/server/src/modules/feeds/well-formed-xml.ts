/**
 * A strict reader of well-formed XML 1.0, for the tests of what this module writes (no dependency):
 * one root element, matched tags, quoted and unique attributes, only the predefined and numeric
 * entities, no stray `<` or `&`, no characters XML forbids. Throws on anything else. Comments,
 * processing instructions and CDATA are accepted and skipped; DOCTYPEs are refused.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const INVALID_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  if (raw.includes('<')) throw new Error(`a raw < in ${where}`);
  return raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new Error(`an unterminated & in ${where}: ${whole}`);
    if (ref in PREDEFINED) return PREDEFINED[ref] as string;
    const numeric = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(ref);
    if (!numeric) throw new Error(`an unknown entity &${ref}; in ${where}`);
    const code = numeric[1] ? Number.parseInt(numeric[1], 16) : Number(numeric[2]);
    const char = String.fromCodePoint(code);
    if (INVALID_CHAR.test(char))
      throw new Error(`a character reference to a forbidden character in ${where}`);
    return char;
  });
}

export function parseXml(source: string): XmlElement {
  if (INVALID_CHAR.test(source)) throw new Error('a character XML does not allow');
  let at = 0;
  const rest = () => source.slice(at);
  const fail = (message: string): never => {
    throw new Error(`${message} at ${at}: ${JSON.stringify(source.slice(at, at + 40))}`);
  };
  const skipMisc = () => {
    for (;;) {
      const ws = /^\s*/.exec(rest())?.[0] ?? '';
      at += ws.length;
      if (rest().startsWith('<!--')) {
        const end = source.indexOf('-->', at);
        if (end < 0) fail('an unclosed comment');
        at = end + 3;
      } else if (rest().startsWith('<?')) {
        const end = source.indexOf('?>', at);
        if (end < 0) fail('an unclosed declaration');
        at = end + 2;
      } else return;
    }
  };
  const name = (): string => {
    const match = NAME.exec(rest());
    if (!match) return fail('a name expected');
    at += match[0].length;
    return match[0];
  };

  const element = (): XmlElement => {
    if (source[at] !== '<') fail('an element expected');
    at += 1;
    const node: XmlElement = { name: name(), attributes: {}, children: [] };
    for (;;) {
      const ws = /^\s*/.exec(rest())?.[0] ?? '';
      at += ws.length;
      if (rest().startsWith('/>')) {
        at += 2;
        return node;
      }
      if (source[at] === '>') {
        at += 1;
        break;
      }
      if (!ws) fail('a space expected before an attribute');
      const attribute = name();
      if (attribute in node.attributes) fail(`a repeated attribute ${attribute}`);
      const value = /^\s*=\s*("([^"]*)"|'([^']*)')/.exec(rest());
      if (!value) return fail(`a quoted value expected for ${attribute}`);
      at += value[0].length;
      node.attributes[attribute] = decode(value[2] ?? value[3] ?? '', `attribute ${attribute}`);
    }
    for (;;) {
      const next = source.indexOf('<', at);
      if (next < 0) fail(`</${node.name}> expected`);
      const text = source.slice(at, next);
      if (text.includes(']]>')) fail(']]> in text');
      if (text) node.children.push(decode(text, `<${node.name}>`));
      at = next;
      if (rest().startsWith('</')) {
        at += 2;
        const closing = name();
        if (closing !== node.name) fail(`</${node.name}> expected, found </${closing}>`);
        const end = /^\s*>/.exec(rest());
        if (!end) fail('> expected');
        at += end?.[0].length ?? 0;
        return node;
      }
      if (rest().startsWith('<!--')) {
        const end = source.indexOf('-->', at);
        if (end < 0) fail('an unclosed comment');
        at = end + 3;
      } else if (rest().startsWith('<![CDATA[')) {
        const end = source.indexOf(']]>', at);
        if (end < 0) fail('an unclosed CDATA section');
        node.children.push(source.slice(at + 9, end));
        at = end + 3;
      } else if (rest().startsWith('<?')) {
        const end = source.indexOf('?>', at);
        if (end < 0) fail('an unclosed processing instruction');
        at = end + 2;
      } else if (rest().startsWith('<!')) {
        fail('a DOCTYPE or declaration inside the document');
      } else {
        node.children.push(element());
      }
    }
  };

  skipMisc();
  if (rest().startsWith('<!')) fail('a DOCTYPE');
  const root = element();
  skipMisc();
  if (at !== source.length) fail('content after the root element');
  return root;
}

/** The child elements named `name`. */
export function childrenNamed(node: XmlElement, name: string): XmlElement[] {
  return node.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);
}

/** The one child element named `name`; throws when there is none or several. */
export function child(node: XmlElement, name: string): XmlElement {
  const found = childrenNamed(node, name);
  if (found.length !== 1) throw new Error(`<${node.name}> has ${found.length} <${name}>`);
  return found[0] as XmlElement;
}

/** An element's text. */
export function textOf(node: XmlElement): string {
  return node.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}
