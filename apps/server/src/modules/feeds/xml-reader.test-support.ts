import { SaxesParser } from 'saxes';

/**
 * Reads what this module writes back into a small element tree, for its tests. The parsing is
 * saxes' (a conformant XML 1.0 + namespaces parser): any well-formedness error throws, and so does
 * a DOCTYPE, which no feed should carry.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  const append = (node: XmlElement | string) => open.at(-1)?.children.push(node);

  parser.on('error', (error) => {
    throw error;
  });
  parser.on('doctype', () => {
    throw new Error('a DOCTYPE in a feed');
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, attribute] of Object.entries(tag.attributes)) attributes[name] = attribute.value;
    const element: XmlElement = { name: tag.name, attributes, children: [] };
    append(element);
    root ??= element;
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.on('text', append);
  parser.on('cdata', append);

  parser.write(source).close();
  if (!root) throw new Error('no root element');
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
