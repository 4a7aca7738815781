/**
 * Renders `text-params.ts`: for every English text that asks for `{{values}}`, their names, so `t`
 * requires them. A text's plural forms are listed under their base key too. Run
 * `npx tsx apps/web/src/locales/write-text-params.ts` after changing an English text's values; a test
 * fails while the file is out of date.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

type Tree = { [key: string]: unknown };

function collect(node: unknown, path: string, out: Map<string, Set<string>>): void {
  if (typeof node === 'string') {
    const names = [...node.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    if (names.length === 0) return;
    for (const key of new Set([path, path.replace(PLURAL_SUFFIX, '')])) {
      const set = out.get(key) ?? new Set<string>();
      for (const name of names) set.add(name);
      out.set(key, set);
    }
    return;
  }
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
  for (const [key, child] of Object.entries(node as Tree)) collect(child, path ? `${path}.${key}` : key, out);
}

/** The file's text for the English namespaces given (name → texts). */
export function renderTextParams(namespaces: Record<string, unknown>): string {
  const out = new Map<string, Set<string>>();
  for (const name of Object.keys(namespaces).sort()) collect(namespaces[name], `${name}:`, out);
  const lines = [...out]
    .map(([key, names]) => [key.replace(/:\./, ':'), [...names].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, names]) => `  '${key}': ${names.map((n) => `'${n}'`).join(' | ')};`);
  return [
    '// Written by render-text-params.ts from the English texts: do not edit by hand.',
    '',
    '/** The `{{values}}` each text asks for, by full key. */',
    'export interface TextParams {',
    ...lines,
    '}',
    '',
  ].join('\n');
}
