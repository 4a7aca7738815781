import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLanguage, type Language } from '@app/shared/i18n/languages';
import type common from '@app/shared/texts/en/common.json';
import type feeds from '@app/shared/texts/en/feeds.json';
import type mail from '@app/shared/texts/en/mail.json';
import type problems from '@app/shared/texts/en/problems.json';
import { lookupText, type TextTrees, type TextValues } from '@app/shared/texts/text-lookup';

export type { TextTrees, TextValues } from '@app/shared/texts/text-lookup';

/**
 * The server's texts: the one home of texts (`packages/shared/src/texts/<lang>/<namespace>.json`,
 * copied to `dist/texts` beside the bundle), read once, synchronously, the first time a text is
 * asked for: every language folder found there and each namespace file in it. A text is
 * `namespace:path` (`mail:booking.headline.confirmed`), read by the shared rule (text-lookup.ts):
 * `{{values}}`, the plural form for `count`, English when the language lacks it. Adding a language
 * is its folder (and its line in LANGUAGES), no code here.
 */

/** The namespaces the server reads, in English (the reference): their keys are checked against them. */
export interface ServerTexts {
  /** Every mail's words and its calendar event's: the booking core's, each kind's, the password reset's. */
  mail: typeof mail;
  /** The RSS channel's texts. */
  feeds: typeof feeds;
  /** The error catalogue: problem titles and field issues (the web reads it too). */
  problems: typeof problems;
  /** The words the whole site shares (the web reads them too): the name a deleted account leaves. */
  common: typeof common;
}

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A leaf's key as asked for: `freeWait_other` → `freeWait` when it is a plural (has `_other`). */
type BaseKey<K extends string, Keys extends string> = K extends `${infer Base}_${PluralForm}`
  ? `${Base}_other` extends Keys
    ? Base
    : K
  : K;

/** Every text's path in a namespace's tree: `booking.headline.confirmed`, `vehicle.freeWait`. */
export type TextPath<T> = {
  [K in keyof T & string]: T[K] extends string ? BaseKey<K, keyof T & string> : `${K}.${TextPath<T[K]>}`;
}[keyof T & string];

/** A text the server reads: `mail:booking.hello`, `problems:errors.not_found`. */
export type ServerTextKey = {
  [N in keyof ServerTexts & string]: `${N}:${TextPath<ServerTexts[N]>}`;
}[keyof ServerTexts & string];

/** Each language's namespaces as read: `{ fr: { mail: {...}, problems: {...} } }`. */
export type TextFolders = Record<string, Record<string, unknown>>;

/**
 * Where the texts are: `texts/` beside this module once bundled (dist/texts, copied by build.mjs),
 * else the shared package's folder in the sources (tsx, vitest).
 */
export function findTextsHome(): string {
  const candidates = [
    new URL('./texts/', import.meta.url),
    new URL('../../../../packages/shared/src/texts/', import.meta.url),
  ].map((url) => fileURLToPath(url));
  const found = candidates.find((dir) => existsSync(dir) && statSync(dir).isDirectory());
  if (!found) throw new Error(`no folder of texts: looked in ${candidates.join(' and ')}`);
  return found;
}

/** Every language folder in `home` and each `<namespace>.json` in it, parsed. */
export function readTextFolders(home: string): TextFolders {
  const folders: TextFolders = {};
  for (const lang of readdirSync(home)) {
    const dir = path.join(home, lang);
    if (!statSync(dir).isDirectory()) continue;
    const namespaces: Record<string, unknown> = {};
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const where = path.join(dir, file);
      try {
        namespaces[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(where, 'utf8'));
      } catch (error) {
        throw new Error(`texts: ${where} is not valid JSON`, { cause: error });
      }
    }
    folders[lang] = namespaces;
  }
  return folders;
}

/**
 * Finds texts in some folders: `namespace:path` in a language, English when it lacks one, and
 * `undefined` when English lacks it too.
 */
export type TextFinder = (lang: Language, key: string, values?: TextValues) => string | undefined;

/** A finder over these folders (each namespace's trees gathered on first use). */
export function textFinder(folders: TextFolders): TextFinder {
  const trees = new Map<string, TextTrees>();
  const treesOf = (namespace: string): TextTrees => {
    let found = trees.get(namespace);
    if (!found) {
      found = {};
      for (const [lang, namespaces] of Object.entries(folders))
        if (isLanguage(lang) && namespaces[namespace] !== undefined) found[lang] = namespaces[namespace];
      trees.set(namespace, found);
    }
    return found;
  };
  return (lang, key, values) => {
    const separator = key.indexOf(':');
    if (separator <= 0) throw new Error(`a text is namespace:path, not ${key}`);
    return lookupText(treesOf(key.slice(0, separator)), key.slice(separator + 1), lang, values);
  };
}

let reader: TextFinder | undefined;

/** The server's texts, read from the texts home on first use. */
function serverTexts(): TextFinder {
  reader ??= textFinder(readTextFolders(findTextsHome()));
  return reader;
}

/**
 * A text in a language: `serverText('fr', 'mail:booking.taxes', { rate: 12 })`; a plural by
 * `values.count`; English when the language lacks it; its key when English lacks it too.
 */
export function serverText(lang: Language, key: ServerTextKey, values?: TextValues): string {
  return serverTexts()(lang, key, values) ?? key;
}

/** A text whose key is made of data (a code): `undefined` when neither the language nor English has it. */
export function findServerText(lang: Language, key: string, values?: TextValues): string | undefined {
  return serverTexts()(lang, key, values);
}

/** The texts under one key, in one language: `t('room')`, and `t.find(key)` for a key made of data. */
export interface TextsUnder<T> {
  (key: TextPath<T>, values?: TextValues): string;
  find(key: string, values?: TextValues): string | undefined;
}

/** The texts under `prefix` (`mail:`, `mail:kinds.hotel.`) in a language; `T` is their English tree. */
export function textsUnder<T>(lang: Language, prefix: string): TextsUnder<T> {
  const find = (key: string, values?: TextValues) => findServerText(lang, `${prefix}${key}`, values);
  return Object.assign((key: TextPath<T>, values?: TextValues) => find(key, values) ?? `${prefix}${key}`, {
    find,
  });
}

/**
 * Texts that are not in the texts home (a kind only tests know brings its own), one tree per
 * language with English among them, read by the same rule in a language.
 */
export function textsOf<T>(trees: TextTrees, lang: Language): TextsUnder<T> {
  const find = (key: string, values?: TextValues) => lookupText(trees, key, lang, values);
  return Object.assign((key: TextPath<T>, values?: TextValues) => find(key, values) ?? key, { find });
}
