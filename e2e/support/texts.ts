import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEXTS_DIR = join(import.meta.dirname, '..', '..', 'packages', 'shared', 'src', 'texts');

/**
 * A text as the site shows it in a language, read from its folder of texts (`ns:a.b`), with its
 * `{{values}}` filled: journeys in French and Spanish find controls by the words a reader sees.
 */
export function textIn(lang: string, key: string, values: Record<string, string | number> = {}): string {
  const [ns = '', path = ''] = key.split(':');
  let node: unknown = JSON.parse(readFileSync(join(TEXTS_DIR, lang, `${ns}.json`), 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text as the start of an accessible name: `^Réserver`. */
export const startingWith = (text: string) => new RegExp(`^${escaped(text)}`);

/** A field's label as a reader sees it, with the mark of a required field or without: `^Nom( *)?$`. */
export const fieldLabel = (text: string) => new RegExp(`^${escaped(text)}(\\s*\\*)?$`);
