import { FALLBACK_LANGUAGE, intlLocale, type Language } from '../i18n/languages.ts';

/**
 * The one rule for reading a text, on the server and in the browser: a namespace's texts are nested
 * JSON (`texts/<lang>/<namespace>.json`), a text is found by its path (`a.b.c`), gets its `{{name}}`
 * values, takes the plural form the language's grammar wants for `count` (`_zero`, `_one`, `_two`,
 * `_few`, `_many`, `_other`, by `Intl.PluralRules`; `_zero` for a count of 0 wherever it exists)
 * and is read in English when the language lacks it. The same JSON format i18next reads.
 */

/** The values a text's `{{name}}`s are filled with; `count` also picks its plural form. */
export type TextValues = Record<string, unknown> & { count?: number };

/** Each language's tree of one namespace (English is the fallback, so it should be there). */
export type TextTrees = Partial<Record<Language, unknown>>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const pluralRulesByLanguage = new Map<Language, Intl.PluralRules>();

/** The language's plural rules (built once per language). */
export function pluralRules(lang: Language): Intl.PluralRules {
  let rules = pluralRulesByLanguage.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(lang));
    pluralRulesByLanguage.set(lang, rules);
  }
  return rules;
}

/** What is at `path` (`a.b.c`) in a tree; `undefined` when any step is missing. */
export function walkText(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The keys a text for `count` is looked for under, first found wins: `_zero` for 0, the language's
 * form (`nights_few`), `_other`, then the bare key.
 */
export function pluralCandidates(path: string, lang: Language, count: number): string[] {
  const form = `${path}_${pluralRules(lang).select(count)}`;
  return [...new Set([...(count === 0 ? [`${path}_zero`] : []), form, `${path}_other`, path])];
}

/**
 * What one language's tree holds for a text: with a `count`, its plural form (see
 * `pluralCandidates`); a string, an object or array of texts, or `undefined` when it has none.
 */
export function findText(tree: unknown, path: string, lang: Language, count?: number): unknown {
  if (tree === undefined || tree === null) return undefined;
  if (typeof count !== 'number') return walkText(tree, path);
  for (const candidate of pluralCandidates(path, lang, count)) {
    const found = walkText(tree, candidate);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `{{name}}`s filled from `values`; a missing value reads as nothing. */
export function interpolate(text: string, values: TextValues = {}): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** Every string inside an object or array of texts, filled with `values`. */
export function interpolateDeep(node: unknown, values: TextValues = {}): unknown {
  if (typeof node === 'string') return interpolate(node, values);
  if (Array.isArray(node)) return node.map((item) => interpolateDeep(item, values));
  if (typeof node === 'object' && node !== null)
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateDeep(v, values)]));
  return node;
}

/** The languages a text is looked for in, in order: the reader's, then English. */
export function languagesToTry(lang: Language): Language[] {
  return lang === FALLBACK_LANGUAGE ? [lang] : [lang, FALLBACK_LANGUAGE];
}

/**
 * A text of one namespace in a language: `lookupText(trees, 'headline.confirmed', 'fr')` reads
 * `trees.fr`, then `trees.en` when French lacks it, with the plural form for `values.count` and the
 * `{{values}}` filled. `undefined` when neither language has a text (a string) there.
 */
export function lookupText(
  trees: TextTrees,
  path: string,
  lang: Language,
  values: TextValues = {},
): string | undefined {
  for (const language of languagesToTry(lang)) {
    const found = findText(trees[language], path, language, values.count);
    if (typeof found === 'string') return interpolate(found, values);
  }
  return undefined;
}
