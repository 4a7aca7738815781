/** Characters XML 1.0 does not allow anywhere in a document (controls, lone surrogates, U+FFFE/F). */
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe in XML character data and attribute values: escaped, with invalid characters dropped. */
export function escapeXml(value: string): string {
  return value.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** `<name>text</name>`, the text escaped. */
export function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}
