/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@app/shared/i18n/languages';
import { describe, expect, it } from 'vitest';

/**
 * Every UI string exists, non-empty, in every language (ARCHITECTURE: "a test fails on a missing
 * key"). Plural keys are compared by their base key, and each language must carry the plural
 * forms its grammar needs (Arabic has six, English and Turkish two).
 */
const LOCALES_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'shared', 'src', 'texts');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function flatten(value: Json, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    // Arrays (paragraphs of a policy) are compared item by item, so every language has as many.
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(lang: string, namespace: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${namespace}.json`), 'utf8')) as Json);
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

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort() : [];

const allNamespaces = [...new Set(LANGUAGES.flatMap(namespacesOf))].sort();

describe('locale files', () => {
  it('exist for every language', () => {
    expect(allNamespaces.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES)
      expect({ lang, namespaces: namespacesOf(lang) }).toEqual({ lang, namespaces: allNamespaces });
  });

  describe.each(allNamespaces)('namespace %s', (namespace) => {
    const present = LANGUAGES.filter((lang) => namespacesOf(lang).includes(namespace));
    const files = new Map(present.map((lang) => [lang, load(lang, namespace)] as const));
    const union = [...new Set([...files.values()].flatMap((keys) => [...keys.keys()].map(baseKey)))].sort();

    it.each(present)('has every key in %s', (lang) => {
      const keys = new Set([...(files.get(lang)?.keys() ?? [])].map(baseKey));
      expect(union.filter((key) => !keys.has(key))).toEqual([]);
    });

    it.each(present)('has no empty or non-text value in %s', (lang) => {
      const bad = [...(files.get(lang) ?? new Map())]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(bad).toEqual([]);
    });

    it.each(present)('has the plural forms %s needs', (lang) => {
      const keys = files.get(lang) ?? new Map<string, unknown>();
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const pluralBases = union.filter((key) =>
        [...files.values()].some((f) => [...f.keys()].some((k) => k !== key && baseKey(k) === key)),
      );
      const missing = pluralBases.flatMap((key) =>
        needed.filter((category) => !keys.has(`${key}_${category}`)).map((category) => `${key}_${category}`),
      );
      expect(missing).toEqual([]);
    });

    it('uses the same {{placeholders}} in every language', () => {
      const mismatched: string[] = [];
      const reference = files.get('en') ?? [...files.values()][0] ?? new Map<string, unknown>();
      for (const [key, value] of reference) {
        const expected = placeholders(value);
        for (const [lang, keys] of files) {
          const candidates = [...keys].filter(([k]) => baseKey(k) === baseKey(key));
          // A plural form may leave out {{count}} (e.g. Arabic "one": "يوم واحد").
          const found = candidates.some(([, v]) => {
            const got = placeholders(v);
            return (
              expected.every((p) => got.includes(p) || p === 'count') &&
              got.every((p) => expected.includes(p))
            );
          });
          if (candidates.length > 0 && !found) mismatched.push(`${lang}:${key}`);
        }
      }
      expect(mismatched).toEqual([]);
    });
  });

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
