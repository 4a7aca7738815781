import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = dirname(fileURLToPath(import.meta.url));

/** Modules with no data layer of their own, and why; every other module is routes → service → repository. */
const WITHOUT_REPOSITORY: Record<string, string> = {
  health: 'routes only: it asks the database client whether it answers',
  pages: 'server rendering: it reads through the other modules’ routes',
};
/**
 * Tables of a shared concept, and the one module that owns each: any other module reads or writes
 * them through that module's service, never in its own SQL (docs/decisions/022).
 */
const OWNED_TABLES: Record<string, string> = {
  'reviews.ts': 'reviews',
};
const ALL = readdirSync(MODULES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const LAYERED = ALL.filter((m) => !(m in WITHOUT_REPOSITORY));

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
    const table = /\/db\/schema\/([a-z-]+\.ts)$/.exec(from)?.[1];
    const owner = table ? OWNED_TABLES[table] : undefined;
    if (owner && owner !== module) breaches.push(`${file} uses the ${owner} module's table ${from}`);
    const sql = from === 'drizzle-orm' || from.includes('/db/schema/');
    if (sql && !typeOnly && !isRepository) breaches.push(`${file} writes SQL outside a repository (${from})`);
    if (file.endsWith('.routes.ts') && from.endsWith('.repository.ts'))
      breaches.push(`${file} skips the service and imports ${from}`);
    if (other === 'bookings' && module !== 'bookings' && from !== '../bookings/booking-kind.ts')
      breaches.push(
        `${file} reaches into the booking core (${from}): a kind uses only ../bookings/booking-kind.ts`,
      );
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

  it('finds a kind reaching into the booking core beyond its contract', () => {
    const source = [
      "import { type BookingKind } from '../bookings/booking-kind.ts';",
      "import { bookingsService } from '../bookings/bookings.service.ts';",
    ].join('\n');
    expect(layerBreaches('packages', 'package-trip-booking.ts', source)).toEqual([
      'package-trip-booking.ts reaches into the booking core (../bookings/bookings.service.ts): a kind uses only ../bookings/booking-kind.ts',
    ]);
  });

  it('find a module using a shared concept’s table instead of its service', () => {
    const source = "import { reviews } from '../../db/schema/reviews.ts';";
    expect(layerBreaches('hotels', 'hotels.repository.ts', source)).toEqual([
      "hotels.repository.ts uses the reviews module's table ../../db/schema/reviews.ts",
    ]);
    expect(layerBreaches('reviews', 'reviews.repository.ts', source)).toEqual([]);
  });

  it.each(LAYERED)('%s: routes → service → repository, SQL only in its repository', (module) => {
    const files = readdirSync(join(MODULES, module));
    expect(files).toContain(`${module}.routes.ts`);
    expect(files).toContain(`${module}.service.ts`);
    expect(files).toContain(`${module}.repository.ts`);
  });

  it.each(ALL)('%s: no SQL outside a repository, other modules only through their services', (module) => {
    const dir = join(MODULES, module);
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test'));
    const breaches = files.flatMap((f) => layerBreaches(module, f, readFileSync(join(dir, f), 'utf8')));
    expect(breaches).toEqual([]);
  });
});
