import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The modules laid out as routes → service → repository. */
const LAYERED = ['bookings', 'inventory', 'packages', 'offers'];
const MODULES = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Import {
  from: string;
  typeOnly: boolean;
}

function importsOf(source: string): Import[] {
  const found: Import[] = [];
  for (const m of source.matchAll(/^(import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gms))
    found.push({ from: m[3] ?? '', typeOnly: !!m[2] });
  return found;
}

/** What a file of module `module` named `file` may not import, one message per breach. */
export function layerBreaches(module: string, file: string, source: string): string[] {
  const breaches: string[] = [];
  const isRepository = file.endsWith('.repository.ts');
  for (const { from, typeOnly } of importsOf(source)) {
    const other = /^\.\.\/([a-z-]+)\//.exec(from)?.[1];
    if (other && other !== module && from.endsWith('.repository.ts'))
      breaches.push(`${file} imports another module's repository ${from}`);
    const sql = from === 'drizzle-orm' || from.includes('/db/schema/');
    if (sql && !typeOnly && !isRepository) breaches.push(`${file} writes SQL outside a repository (${from})`);
    if (file.endsWith('.routes.ts') && from.endsWith('.repository.ts'))
      breaches.push(`${file} skips the service and imports ${from}`);
  }
  return breaches;
}

describe('layered modules', () => {
  it('find a route with a query and a call into another module’s repository', () => {
    const source = [
      "import { eq } from 'drizzle-orm';",
      "import { hotelInventory } from '../../db/schema/inventory.ts';",
      "import { inventoryRepository } from '../inventory/inventory.repository.ts';",
      "import type { BookingRow } from './booking-dto.ts';",
    ].join('\n');
    expect(layerBreaches('bookings', 'bookings.routes.ts', source)).toEqual([
      'bookings.routes.ts writes SQL outside a repository (drizzle-orm)',
      'bookings.routes.ts writes SQL outside a repository (../../db/schema/inventory.ts)',
      "bookings.routes.ts imports another module's repository ../inventory/inventory.repository.ts",
      'bookings.routes.ts skips the service and imports ../inventory/inventory.repository.ts',
    ]);
    expect(
      layerBreaches(
        'bookings',
        'booking-dto.ts',
        "import type { bookings } from '../../db/schema/bookings.ts';",
      ),
    ).toEqual([]);
  });

  it.each(LAYERED)('%s: SQL only in its repository, other modules only through their services', (module) => {
    const dir = join(MODULES, module);
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files).toContain(`${module}.routes.ts`);
    expect(files).toContain(`${module}.service.ts`);
    expect(files).toContain(`${module}.repository.ts`);
    const breaches = files.flatMap((f) => layerBreaches(module, f, readFileSync(join(dir, f), 'utf8')));
    expect(breaches).toEqual([]);
  });
});
