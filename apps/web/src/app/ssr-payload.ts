import type { Language } from '@app/shared/i18n/languages';
import type { DehydratedState } from '@tanstack/react-query';

/** What a server-rendered page hands to the browser so the first render there matches it. */
export interface SsrPayload {
  /** The language the page was rendered in; the browser hydrates only if it would choose the same. */
  lang: Language;
  /** The API answers the page was rendered with. */
  queries: DehydratedState;
}

export const SSR_PAYLOAD_ID = 'ssr-payload';

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON safe inside `<script type="application/json">`: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPED[c] ?? c);
}

export function serializeSsrPayload(payload: SsrPayload): string {
  return scriptJson(payload);
}

/** The JSON in the page's `<script type="application/json" id>`, if it is there and whole. */
export function readScriptJson<T>(id: string, doc: Document = document): T | null {
  const element = doc.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return null;
  }
}

export function readSsrPayload(doc: Document = document): SsrPayload | null {
  return readScriptJson<SsrPayload>(SSR_PAYLOAD_ID, doc);
}
