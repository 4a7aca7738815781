import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The lint rule that keeps event handlers from reading the event after it is gone (React clears
// `currentTarget` once the handler returns; a state updater or timer runs later).
const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'event-rule-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function flaggedLines(source: string): number[] {
  writeFileSync(
    path.join(dir, 'biome.json'),
    JSON.stringify({
      plugins: [path.join(root, 'lint/event-read-later.grit')],
      linter: { rules: { recommended: false } },
      formatter: { enabled: false },
    }),
  );
  writeFileSync(path.join(dir, 'sample.tsx'), source);
  let out: string;
  try {
    out = execFileSync(
      path.join(root, 'node_modules/.bin/biome'),
      ['lint', '--reporter=json', 'sample.tsx'],
      {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch (error) {
    out = String((error as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(out) as {
    diagnostics: { category: string; location: { start: { line: number } } }[];
  };
  return report.diagnostics.filter((d) => d.category === 'plugin').map((d) => d.location.start.line);
}

describe('lint: the event is read in its handler, never later', () => {
  it('flags currentTarget read inside a state updater, a timer or a promise callback', () => {
    const lines = flaggedLines(
      [
        'const a = (e) => setValues((v) => ({ ...v, checkIn: e.currentTarget.value }));',
        'const b = (event: ChangeEvent<HTMLInputElement>) => { setTimeout(() => use(event.currentTarget.value)); };',
        'function c(e: ChangeEvent<HTMLInputElement>) { save().then(function () { use(e.currentTarget.checked); }); }',
        'const d = (e: ChangeEvent<HTMLInputElement>, index: number) => update((rows) => rows.with(index, e.currentTarget.value));',
      ].join('\n'),
    );
    expect(lines).toEqual([1, 2, 3, 4]);
  });

  it('lets a handler read currentTarget itself and hand the value on', () => {
    const lines = flaggedLines(
      [
        'const a = (e) => { const checkIn = e.currentTarget.value; setValues((v) => ({ ...v, checkIn })); };',
        'const b = (e) => setValue(e.currentTarget.value);',
        'const c = (field: string) => (event: ChangeEvent<HTMLInputElement>) => { const value = event.currentTarget.value; set((v) => ({ ...v, [field]: value })); };',
        'const d = LANGS.map((l) => <input onChange={(event) => setName(l, event.currentTarget.value)} />);',
      ].join('\n'),
    );
    expect(lines).toEqual([]);
  });
});
