/// <reference types="node" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderTextParams } from './render-text-params';
import { partOf } from './text-parts';

/** The English namespaces as the app loads them (the server's own, mails and feeds, left out). */
export function englishTexts(): Record<string, unknown> {
  const dir = join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'shared', 'src', 'texts', 'en');
  const texts: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    if (partOf(namespace)) texts[namespace] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  }
  return texts;
}

export const TEXT_PARAMS_FILE = join(import.meta.dirname, 'text-params.ts');

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  writeFileSync(TEXT_PARAMS_FILE, renderTextParams(englishTexts()));
}
