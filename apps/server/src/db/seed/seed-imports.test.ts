import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SEED = dirname(fileURLToPath(import.meta.url));

/** The imports of `source` that reach into a module other than through its service. */
export function moduleInternals(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gms)) {
    const from = m[1] ?? '';
    if (/\/modules\/[a-z-]+\//.test(from) && !from.endsWith('.service.ts')) found.push(from);
  }
  return found;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('the seed', () => {
  it('tells a module service from a module internal', () => {
    const source = [
      "import { hashPassword } from '../../modules/auth/passwords.ts';",
      "import { seedAccounts } from '../../modules/auth/auth.service.ts';",
      "import { settingsRepository } from '../../modules/settings/settings.repository.ts';",
      "import type { Db } from '../client.ts';",
    ].join('\n');
    expect(moduleInternals(source)).toEqual([
      '../../modules/auth/passwords.ts',
      '../../modules/settings/settings.repository.ts',
    ]);
  });

  it('reaches modules only through their services', () => {
    const breaches = sourcesUnder(SEED).flatMap((file) =>
      moduleInternals(readFileSync(file, 'utf8')).map((from) => `${relative(SEED, file)} imports ${from}`),
    );
    expect(breaches).toEqual([]);
  });
});
