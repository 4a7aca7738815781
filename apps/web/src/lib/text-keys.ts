import type { AppTexts, Namespace } from '../locales/app-texts';
import type { TextParams } from '../locales/text-params';

export type { AppTexts, Namespace };

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A plural form's key is asked for by its base (`nights` for `nights_one`, `nights_other`). */
type Asked<K extends string> = K | (K extends `${infer Base}_${PluralSuffix}` ? Base : never);

/** Paths to the texts (strings) of a namespace: `actions.close`. */
export type TextPath<T> = {
  [K in keyof T & string]: T[K] extends string
    ? Asked<K>
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${TextPath<T[K]>}`;
}[keyof T & string];

/** Paths to the groups (objects, lists) of a namespace, read with `returnObjects`. */
export type GroupPath<T> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? K
      : K | `${K}.${GroupPath<T[K]>}`;
}[keyof T & string];

type Texts = { [N in Namespace]: TextPath<AppTexts[N]> };
type Groups = { [N in Namespace]: GroupPath<AppTexts[N]> };

/** Any text named with its namespace: `common:actions.close`. */
export type FullTextKey = { [N in Namespace]: `${N}:${Texts[N]}` }[Namespace];

/** The keys a `t` for these namespaces takes: its namespaces' paths, and any full key. */
export type TextKey<N extends Namespace = Namespace> = Texts[N] | FullTextKey;
export type GroupKey<N extends Namespace = Namespace> =
  | Groups[N]
  | { [M in Namespace]: `${M}:${Groups[M]}` }[Namespace];

type PlainPath<N extends Namespace> = {
  [M in N]: Texts[M] extends infer P
    ? P extends string
      ? `${M}:${P}` extends keyof TextParams
        ? never
        : P
      : never
    : never;
}[N];

/**
 * A key whose text asks for no values, for a `t` of these namespaces (by default only full keys):
 * the type of a table of keys chosen at run time.
 */
export type PlainTextKey<N extends Namespace = never> = PlainPath<N> | Exclude<FullTextKey, keyof TextParams>;

/** The full key a key means for a `t` of these namespaces (the first namespace that has it). */
type FullKeyOf<K extends string, N extends Namespace> = K extends `${Namespace}:${string}`
  ? K
  : { [M in N]: K extends Texts[M] ? `${M}:${K}` : never }[N];

/** The names of the `{{values}}` a text asks for (never for a text without any). */
export type ParamsOf<K extends string, N extends Namespace> =
  FullKeyOf<K, N> extends infer F ? (F extends keyof TextParams ? TextParams[F] : never) : never;
