import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { type Namespace, type TextKey, type TFunction, type TOptions, translator } from './translator';

export type { FullTextKey, GroupKey, Namespace, PlainTextKey, TextKey } from './translator';
export type { TFunction };

/**
 * The texts in the reader's language for a component, re-rendered when the language changes or
 * texts arrive. `ns` names the namespaces searched for keys without an `ns:` prefix.
 */
export function useTranslation<N extends Namespace = 'common'>(ns?: N | readonly N[]) {
  const version = useSyncExternalStore(translator.subscribe, translator.getVersion, translator.getVersion);
  const namespaces = ns === undefined ? 'common' : Array.isArray(ns) ? ns.join(',') : (ns as string);
  const lang = translator.language;
  const list = namespaces.split(',') as N[];
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks new texts; namespaces is list as text
  const t = useMemo(() => translator.getFixedT(lang, list), [lang, namespaces, version]);
  return { t, i18n: translator };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

interface TransProps<N extends Namespace> {
  t: TFunction<N>;
  i18nKey: TextKey<N>;
  values?: TOptions & { returnObjects?: false };
  /** Elements for the text's tags: `<terms>Terms</terms>` becomes `components.terms` around "Terms". */
  components: Record<string, ReactElement>;
}

/** A text with links or emphasis inside it, kept as one sentence for translators. */
export function Trans<N extends Namespace>({ t, i18nKey, values, components }: TransProps<N>) {
  const text = (t as unknown as (key: string, options?: TOptions) => string)(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3] ?? '';
    const element = components[name];
    if (element && isValidElement(element)) {
      parts.push(
        cloneElement(element as ReactElement<{ children?: ReactNode }>, { key: parts.length }, match[2]),
      );
    } else {
      parts.push(match[2] ?? '');
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{Children.toArray(parts)}</Fragment>;
}

/**
 * A text that follows the reader's language while it is shown: for messages kept in state (a
 * field error from the server, say) that would otherwise stay in the language they were made in.
 */
export function TranslatedText<N extends Namespace = 'common'>({
  k,
  ns,
  values,
}: {
  k: TextKey<N>;
  ns?: N | readonly N[];
  values?: TOptions & { returnObjects?: false };
}) {
  const { t } = useTranslation(ns);
  return <>{(t as unknown as (key: string, options?: TOptions) => string)(k, values)}</>;
}
