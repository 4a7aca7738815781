import { FALLBACK_LANGUAGE } from '../i18n/languages.ts';

/** A namespace's texts as written: nested objects and arrays of strings. */
export type TextTree = string | number | boolean | null | TextTree[] | { [key: string]: TextTree };

/** Every language's namespaces: `{ fr: { common: {...}, problems: {...} } }`. */
export type TextFolders = Record<string, Record<string, TextTree>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** A namespace's texts by their full key: `{ a: { b: 'x' }, c: ['y'] }` → `a.b`, `c.0`. */
export function flattenTexts(
  value: TextTree,
  prefix = '',
  out = new Map<string, TextTree>(),
): Map<string, TextTree> {
  if (value !== null && typeof value === 'object') {
    // Arrays (paragraphs of a policy) are compared item by item, so every language has as many.
    for (const [key, child] of Object.entries(value))
      flattenTexts(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholdersOf = (text: TextTree | undefined) =>
  typeof text === 'string'
    ? [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))].sort()
    : [];

/**
 * A key's base: `nights_one` → `nights` when the reference writes `nights_other` (a plural), else the
 * key itself (`too_many` is a field code, not a form of `too`).
 */
function baseOf(key: string, pluralBases: ReadonlySet<string>): string {
  const base = key.replace(PLURAL_SUFFIX, '');
  return base !== key && pluralBases.has(base) ? base : key;
}

/**
 * What is wrong with the texts, one line per fault, empty when every language has every text of the
 * reference language (English), no text it lacks, the plural forms its grammar needs (by
 * `Intl.PluralRules`) and the same `{{values}}` in every text. `languages` is the list the site
 * speaks: a folder for a language not on it, or a language without a folder, is a fault too.
 */
export function textFaults(folders: TextFolders, languages: readonly string[]): string[] {
  const faults: string[] = [];
  const reference = folders[FALLBACK_LANGUAGE] ?? {};
  for (const lang of languages) if (!folders[lang]) faults.push(`${lang}: no folder of texts`);
  for (const lang of Object.keys(folders))
    if (!languages.includes(lang))
      faults.push(`${lang}: a folder of texts for a language the site does not list`);

  for (const [lang, namespaces] of Object.entries(folders)) {
    if (lang === FALLBACK_LANGUAGE || !languages.includes(lang)) continue;
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const ns of Object.keys(namespaces))
      if (!(ns in reference)) faults.push(`${lang}/${ns}.json: a namespace English does not have`);
    for (const [ns, tree] of Object.entries(reference)) {
      const theirs = namespaces[ns];
      if (theirs === undefined) {
        faults.push(`${lang}/${ns}.json: missing`);
        continue;
      }
      faults.push(
        ...namespaceFaults(`${lang}/${ns}.json`, flattenTexts(tree), flattenTexts(theirs), categories),
      );
    }
  }
  return faults;
}

function namespaceFaults(
  where: string,
  reference: Map<string, TextTree>,
  theirs: Map<string, TextTree>,
  categories: readonly string[],
): string[] {
  const faults: string[] = [];
  const pluralBases = new Set(
    [...reference.keys()].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)),
  );
  const referenceBases = new Map<string, TextTree>();
  for (const [key, value] of reference) {
    const base = baseOf(key, pluralBases);
    if (!referenceBases.has(base) || key.endsWith('_other')) referenceBases.set(base, value);
  }
  const theirBases = new Map<string, Map<string, TextTree>>();
  for (const [key, value] of theirs) {
    const base = baseOf(key, pluralBases);
    const forms = theirBases.get(base) ?? new Map<string, TextTree>();
    forms.set(key, value);
    theirBases.set(base, forms);
  }

  for (const [base, english] of referenceBases) {
    const forms = theirBases.get(base);
    if (!forms) {
      faults.push(`${where}: missing key ${base}`);
      continue;
    }
    if (pluralBases.has(base))
      for (const category of categories)
        if (!forms.has(`${base}_${category}`))
          faults.push(`${where}: missing plural form ${base}_${category}`);
    const expected = placeholdersOf(english);
    for (const [key, value] of forms) {
      if (typeof value !== 'string' || value.trim() === '') {
        faults.push(`${where}: ${key} is empty or not a text`);
        continue;
      }
      const got = placeholdersOf(value);
      // A plural form other than `_other` may leave a value out ("une nuit", "يوم واحد"), not add one.
      const fits =
        pluralBases.has(base) && !key.endsWith('_other')
          ? got.every((p) => expected.includes(p))
          : got.join() === expected.join();
      if (!fits)
        faults.push(
          `${where}: ${key} has {{${got.join('}}, {{')}}} where English has {{${expected.join('}}, {{')}}}`,
        );
    }
  }
  for (const base of theirBases.keys())
    if (!referenceBases.has(base)) faults.push(`${where}: stray key ${base} (English has no such text)`);
  return faults;
}
