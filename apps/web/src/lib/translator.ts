import { directionOf, FALLBACK_LANGUAGE, isLanguage, type Language } from '@app/shared/i18n/languages';

/**
 * The app's texts: namespaces of nested JSON per language, looked up as `ns:a.b.c` or `a.b.c` in
 * the namespaces a component asked for, with `{{name}}` values, plural forms by the language's
 * rules (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`; `_zero` for a count of 0 wherever
 * it exists) and English when a text is missing. The same JSON format i18next reads, in 2 KB.
 */

export type TOptions = Record<string, unknown> & {
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
};

export interface TFunction {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  /** The object or array under a key (its strings interpolated). */
  <T = unknown>(key: string, options: TOptions & { returnObjects: true }): T;
}

type Tree = Record<string, unknown>;

const PLURAL_FORMS = new Map<Language, Intl.PluralRules>();

function pluralRules(lang: Language): Intl.PluralRules {
  let rules = PLURAL_FORMS.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    PLURAL_FORMS.set(lang, rules);
  }
  return rules;
}

function walk(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** Strings inside a returned object or array get their values too. */
function interpolateDeep(node: unknown, values: TOptions): unknown {
  if (typeof node === 'string') return interpolate(node, values);
  if (Array.isArray(node)) return node.map((item) => interpolateDeep(item, values));
  if (typeof node === 'object' && node !== null)
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateDeep(v, values)]));
  return node;
}

export class Translator {
  language: Language = FALLBACK_LANGUAGE;
  private readonly store = new Map<Language, Map<string, Tree>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  /** Adds (or deepens) a namespace's texts for a language. */
  addBundle(lang: Language, namespace: string, texts: Tree): void {
    let namespaces = this.store.get(lang);
    if (!namespaces) {
      namespaces = new Map();
      this.store.set(lang, namespaces);
    }
    namespaces.set(namespace, { ...(namespaces.get(namespace) ?? {}), ...texts });
    this.changed();
  }

  hasBundle(lang: Language, namespace: string): boolean {
    return this.store.get(lang)?.has(namespace) ?? false;
  }

  changeLanguage(lang: Language): void {
    if (this.language === lang) return;
    this.language = lang;
    this.changed();
  }

  dir(lang: Language = this.language): 'ltr' | 'rtl' {
    return directionOf(lang);
  }

  /** A `t` for one language and namespaces (the first is where a key without `ns:` is looked up first). */
  getFixedT(lang: string = this.language, namespaces: string | string[] = 'common'): TFunction {
    const language = isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
    const list = Array.isArray(namespaces) ? namespaces : [namespaces];
    return ((key: string, options: TOptions = {}) =>
      this.translate(language, list, key, options)) as TFunction;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every added text and language switch (for React to re-render readers). */
  getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private lookup(lang: Language, namespace: string, path: string, count: number | undefined): unknown {
    const tree = this.store.get(lang)?.get(namespace);
    if (!tree) return undefined;
    if (typeof count === 'number') {
      const candidates = [`${path}_${pluralRules(lang).select(count)}`, `${path}_other`, path];
      if (count === 0) candidates.unshift(`${path}_zero`);
      for (const candidate of candidates) {
        const found = walk(tree, candidate);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    return walk(tree, path);
  }

  private translate(lang: Language, namespaces: string[], key: string, options: TOptions): string {
    const separator = key.indexOf(':');
    const [searchIn, path] =
      separator > 0 ? [[key.slice(0, separator)], key.slice(separator + 1)] : [namespaces, key];
    const languages = lang === FALLBACK_LANGUAGE ? [lang] : [lang, FALLBACK_LANGUAGE];
    for (const language of languages) {
      for (const namespace of searchIn) {
        const found = this.lookup(language, namespace, path, options.count);
        if (found === undefined) continue;
        if (typeof found === 'string') return interpolate(found, options);
        if (options.returnObjects) return interpolateDeep(found, options) as string;
      }
    }
    return options.defaultValue ?? path;
  }
}

/** The app's one translator. */
export const translator = new Translator();
