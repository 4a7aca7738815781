import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml.ts';
import { child, parseXml, textOf } from './xml-reader.test-support.ts';

describe('the XML reader the feed tests rely on', () => {
  it('reads elements, attributes and entities', () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<a x="1 &amp; 2"><b>Tea &lt;&amp;&gt; &#233;&#x1F30A;</b><c/></a>\n',
    );
    expect(root.attributes.x).toBe('1 & 2');
    expect(textOf(child(root, 'b'))).toBe('Tea <&> é🌊');
  });

  it.each([
    ['unclosed', '<a><b></a>'],
    ['stray <', '<a>1 < 2</a>'],
    ['bare &', '<a>Tea & Rize</a>'],
    ['unknown entity', '<a>&nbsp;</a>'],
    ['unquoted attribute', '<a x=1/>'],
    ['repeated attribute', '<a x="1" x="2"/>'],
    ['two roots', '<a/><b/>'],
    ['control character', '<a>\u0001</a>'],
    ['< in attribute', '<a x="<"/>'],
    ['unbound namespace prefix', '<a><atom:link/></a>'],
    ['doctype', '<!DOCTYPE a><a/>'],
    ['no root', '<?xml version="1.0"?>'],
  ])('refuses %s', (_, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });

  it('reads back any text the feeds escape, without the characters XML forbids', () => {
    const text = `Tea & <Rize> "fields" 'high' \u0000\u0001\u0008\uFFFE\uD800 ]]> done`;
    const root = parseXml(`<t a="${escapeXml(text)}">${escapeXml(text)}</t>`);
    const clean = `Tea & <Rize> "fields" 'high'  ]]> done`;
    expect(textOf(root)).toBe(clean);
    expect(root.attributes.a).toBe(clean);
  });
});
