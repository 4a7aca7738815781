import { escapeHtml } from '@app/shared/common/html';

/** Characters XML 1.0 does not allow anywhere in a document (controls, lone surrogates, U+FFFE/F). */
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text safe in XML character data and attribute values: the HTML escaping (whose entities and
 * `&#39;` are XML's too), with the characters XML forbids dropped first.
 */
export function escapeXml(value: string): string {
  return escapeHtml(value.replace(INVALID_XML, ''));
}

/** `<name>text</name>`, the text escaped. */
export function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}
