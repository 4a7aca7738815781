import { directionOf, FALLBACK_LANGUAGE, isLanguage, type Language } from '@app/shared/i18n/languages';
import { findText, interpolate, interpolateDeep, languagesToTry } from '@app/shared/texts/text-lookup';
import { renderScope } from './render-scope';
import type { FullTextKey, GroupKey, Namespace, ParamsOf, TextKey } from './text-keys';

export type { FullTextKey, GroupKey, Namespace, PlainTextKey, TextKey } from './text-keys';

/**
 * The app's texts: namespaces of nested JSON per language, looked up as `ns:a.b.c` or `a.b.c` in
 * the namespaces a component asked for, with `{{name}}` values, plural forms by the language's
 * rules (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`; `_zero` for a count of 0 wherever
 * it exists) and English when a text is missing — the rule of `texts/text-lookup.ts`, which the
 * server's mails read by too. The same JSON format i18next reads, in 2 KB.
 */

export type TOptions = Record<string, unknown> & {
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
};

type TextOptions = TOptions & { returnObjects?: false };

/** A text's options: required (with each of its `{{values}}`) when it asks for values. */
type ValuesFor<P extends string> = [P] extends [never]
  ? [options?: TextOptions]
  : [options: TextOptions & Record<P, unknown>];

/**
 * `t` for some namespaces: a key is a path in one of them (`actions.close`) or a full key
 * (`common:actions.close`), checked against the English texts, with the values its text asks for.
 * A key made from a code goes through a typed map (`Record<Code, PlainTextKey<...>>`) or a template
 * literal over a union that the checker can expand.
 */
export interface TFunction<N extends Namespace = never> {
  <K extends TextKey<N>>(key: K, ...options: ValuesFor<ParamsOf<K, N>>): string;
  /** The object or array under a key (its strings interpolated). */
  <T = unknown>(key: GroupKey<N>, options: TOptions & { returnObjects: true }): T;
}

/**
 * `t` for a key chosen at run time from a typed table (`Record<Code, FullTextKey>`), whose values
 * the table's owner supplies: the table checks the keys, this call does not check the values.
 */
export type TableTextReader = (key: FullTextKey, options?: TOptions) => string;

type Tree = Record<string, unknown>;

export class Translator {
  private readersLanguage: Language = FALLBACK_LANGUAGE;
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

  /** The reader's language; while the server renders a page, that page's language. */
  get language(): Language {
    return renderScope()?.lang ?? this.readersLanguage;
  }

  changeLanguage(lang: Language): void {
    if (this.readersLanguage === lang) return;
    this.readersLanguage = lang;
    this.changed();
  }

  dir(lang: Language = this.language): 'ltr' | 'rtl' {
    return directionOf(lang);
  }

  /** A `t` for one language and namespaces (the first is where a key without `ns:` is looked up first). */
  getFixedT<N extends Namespace = 'common'>(
    lang: string = this.language,
    namespaces?: N | readonly N[],
  ): TFunction<N> {
    const language = isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
    const list: readonly string[] =
      namespaces === undefined ? ['common'] : Array.isArray(namespaces) ? namespaces : [namespaces];
    return ((key: string, options: TOptions = {}) =>
      this.translate(language, list, key, options)) as TFunction<N>;
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
    return findText(this.store.get(lang)?.get(namespace), path, lang, count);
  }

  private translate(lang: Language, namespaces: readonly string[], key: string, options: TOptions): string {
    const separator = key.indexOf(':');
    const [searchIn, path] =
      separator > 0 ? [[key.slice(0, separator)], key.slice(separator + 1)] : [namespaces, key];
    for (const language of languagesToTry(lang)) {
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
