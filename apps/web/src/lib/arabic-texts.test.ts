/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flattenTexts, type TextTree } from '@app/shared/texts/text-check';
import { describe, expect, it } from 'vitest';

/**
 * That every language has every text is `npm run check:texts` (packages/shared/src/texts/text-check.ts);
 * this holds what only Arabic needs.
 */
const LOCALES_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'shared', 'src', 'texts');

function load(lang: string, namespace: string): Map<string, TextTree> {
  return flattenTexts(
    JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${namespace}.json`), 'utf8')) as TextTree,
  );
}

function namespacesOf(lang: string): string[] {
  try {
    return readdirSync(join(LOCALES_DIR, lang))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
  } catch {
    return [];
  }
}

describe('Arabic texts', () => {
  /**
   * In a right-to-left sentence a web address or a phone number comes out scrambled (`//:https`,
   * `67 45 123 555 90+`) unless it is isolated as left-to-right: LRI (U+2066) … PDI (U+2069).
   */
  it('isolate web addresses, paths and phone numbers inside Arabic sentences', () => {
    const isolated = /\u2066[^\u2069]*\u2069/g;
    const unsafe = /[a-z]+:\/\/|mailto:|\+\d|\(\/[a-z]/i;
    const scrambled = namespacesOf('ar').flatMap((namespace) =>
      [...load('ar', namespace)]
        .filter(([, text]) => typeof text === 'string' && /[\u0600-\u06ff]/.test(text))
        .filter(([, text]) => unsafe.test((text as string).replace(isolated, '')))
        .map(([key]) => `${namespace}:${key}`),
    );
    expect(scrambled).toEqual([]);
  });
});
