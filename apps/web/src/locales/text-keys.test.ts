/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTextParams } from './render-text-params';
import { englishTexts, TEXT_PARAMS_FILE } from './write-text-params';

/** The types that check `t(...)` follow the English texts: every namespace, and every text's values. */
describe('typed text keys', () => {
  it('name every namespace in AppTexts', () => {
    const source = readFileSync(join(import.meta.dirname, 'app-texts.ts'), 'utf8');
    const missing = Object.keys(englishTexts()).filter(
      (ns) => !new RegExp(`^  ${ns}: typeof ${ns};$`, 'm').test(source),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(englishTexts())).toContain('problems');
    expect(Object.keys(englishTexts())).not.toContain('mail');
  });

  it('know the values of every text (run write-text-params.ts after changing one)', () => {
    expect(readFileSync(TEXT_PARAMS_FILE, 'utf8')).toBe(renderTextParams(englishTexts()));
  });

  it('list a text’s values under the key and under its plural base', () => {
    const file = renderTextParams({
      home: { nights_one: 'One night in {{city}}', nights_other: '{{count}} nights' },
    });
    expect(file).toContain("'home:nights': 'city' | 'count';");
    expect(file).toContain("'home:nights_one': 'city';");
  });
});
