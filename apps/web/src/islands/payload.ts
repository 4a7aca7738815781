import type { Language } from '@app/shared/i18n/languages';
import type { DehydratedState } from '@tanstack/react-query';
import { readScriptJson } from '../app/ssr-payload';
import type { IslandSpec } from './spec';

/** What a page sent light hands to the browser: its islands and the API answers they showed. */
export interface IslandsPayload {
  lang: Language;
  islands: IslandSpec[];
  queries: DehydratedState;
}

export const ISLANDS_PAYLOAD_ID = 'islands-payload';

/** Whether this page was sent light (the server rendered it as HTML with islands). */
export function isLightPage(doc: Document | undefined = globalThis.document): boolean {
  return doc?.getElementById(ISLANDS_PAYLOAD_ID) != null;
}

export function readIslandsPayload(doc: Document = document): IslandsPayload | null {
  return readScriptJson<IslandsPayload>(ISLANDS_PAYLOAD_ID, doc);
}
