import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mayUse, TABLES } from './module-tables.test-support.ts';

const MODULES = dirname(fileURLToPath(import.meta.url));
const PLUGINS = join(MODULES, '..', 'plugins');
const SCHEMA = join(MODULES, '..', 'db', 'schema');

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

/** Each value imported by name, and where from (`x as y` is `y`; `type x` is left out). */
function namesImported(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of source.matchAll(/^import\s+\{([^}]*)\}\s*from\s+'([^']+)'/gms))
    for (const part of (m[1] ?? '').split(',').map((p) => p.trim())) {
      const name = part.replace(/^.*\sas\s+/, '');
      if (name && !part.startsWith('type ')) names.set(name, m[2] ?? '');
    }
  return names;
}

/** The service factories `source` calls (`hotelsService(…)`), not the one it declares. */
function servicesBuilt(source: string): string[] {
  return [...source.matchAll(/(?<![\w.$]|function\s+)([a-z]\w*Service)\s*\(/g)].map((m) => m[1] ?? '');
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
    else if (table && isRepository && !mayUse(module, table))
      breaches.push(
        `${file} uses ${from}, not among the ${module} module's tables (module-tables.test-support.ts)`,
      );
    const sql = from === 'drizzle-orm' || from.includes('/db/schema/');
    if (sql && !typeOnly && !isRepository) breaches.push(`${file} writes SQL outside a repository (${from})`);
    if (file.endsWith('.routes.ts') && from.endsWith('.repository.ts'))
      breaches.push(`${file} skips the service and imports ${from}`);
    if (other === 'bookings' && module !== 'bookings' && from !== '../bookings/booking-kind.ts')
      breaches.push(
        `${file} reaches into the booking core (${from}): a kind uses only ../bookings/booking-kind.ts`,
      );
  }
  const imported = namesImported(source);
  for (const name of servicesBuilt(source)) {
    const other = /^\.\.\/([a-z-]+)\//.exec(imported.get(name) ?? '')?.[1];
    if (file.endsWith('.routes.ts'))
      breaches.push(`${file} builds ${name}(): routes read their services from app.services`);
    else if (other && other !== module)
      breaches.push(`${file} builds the ${other} module's ${name}(): it receives it from services.ts`);
  }
  return breaches;
}

/** What a plugin (apps/server/src/plugins) may not do: reach a repository, write SQL, build a service. */
export function pluginBreaches(file: string, source: string): string[] {
  const breaches: string[] = [];
  for (const { from, typeOnly } of importsOf(source)) {
    if (from.endsWith('.repository.ts')) breaches.push(`${file} imports a repository ${from}`);
    else if (!typeOnly && (from === 'drizzle-orm' || from.includes('/db/schema/')))
      breaches.push(`${file} writes SQL (${from})`);
  }
  for (const name of servicesBuilt(source))
    breaches.push(`${file} builds ${name}(): plugins read the services from app.services`);
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

  it('finds a route building its service instead of reading it from the app', () => {
    const source = [
      "import { hotelsService } from './hotels.service.ts';",
      'const service = hotelsService({ db: database.db, clock, timeZone: config.BUSINESS_TIMEZONE });',
    ].join('\n');
    expect(layerBreaches('hotels', 'hotels.routes.ts', source)).toEqual([
      'hotels.routes.ts builds hotelsService(): routes read their services from app.services',
    ]);
    expect(layerBreaches('hotels', 'hotels.routes.ts', 'const service = app.services.hotels;')).toEqual([]);
  });

  it('finds a service or a kind building another module’s service instead of receiving it', () => {
    const service = [
      "import { type DestinationsService, destinationsService } from '../destinations/destinations.service.ts';",
      "import { reviewsService as reviewsOf } from '../reviews/reviews.service.ts';",
      "import { hotelsRepository } from './hotels.repository.ts';",
      'export function hotelsService(deps: { destinations: DestinationsService }) {',
      '  const destinations = destinationsService({ db, clock });',
      '  await reviewsOf({ db: tx, clock, timeZone }).removeAllOf(subject, id);',
      '}',
    ].join('\n');
    expect(layerBreaches('hotels', 'hotels.service.ts', service)).toEqual([
      "hotels.service.ts builds the destinations module's destinationsService(): it receives it from services.ts",
    ]);
    const kind = [
      "import { destinationsService } from '../destinations/destinations.service.ts';",
      'const place = await destinationsService({ db, clock: systemClock }).find(id);',
    ].join('\n');
    expect(layerBreaches('packages', 'package-trip-booking.ts', kind)).toEqual([
      "package-trip-booking.ts builds the destinations module's destinationsService(): it receives it from services.ts",
    ]);
    // Its own module's service, on a transaction, is the module's own business.
    const own =
      "import { inventoryService } from './inventory.service.ts';\ninventoryService(tx).takeRooms();";
    expect(layerBreaches('inventory', 'hotel-stay-booking.ts', own)).toEqual([]);
  });

  it('finds a repository using a table not listed for its module', () => {
    const source = "import { bookings } from '../../db/schema/bookings.ts';";
    expect(layerBreaches('contact', 'contact.repository.ts', source)).toEqual([
      "contact.repository.ts uses ../../db/schema/bookings.ts, not among the contact module's tables (module-tables.test-support.ts)",
    ]);
    expect(layerBreaches('reviews', 'reviews.repository.ts', source)).toEqual([]);
  });

  it('finds a plugin reaching a repository, writing SQL or building a service', () => {
    const source = [
      "import { eq } from 'drizzle-orm';",
      "import type { Db } from '../db/client.ts';",
      "import { authRepository } from '../modules/auth/auth.repository.ts';",
      "import { authService } from '../modules/auth/auth.service.ts';",
      'const service = authService({ db, clock, tokens });',
    ].join('\n');
    expect(pluginBreaches('auth.ts', source)).toEqual([
      'auth.ts writes SQL (drizzle-orm)',
      'auth.ts imports a repository ../modules/auth/auth.repository.ts',
      'auth.ts builds authService(): plugins read the services from app.services',
    ]);
    expect(pluginBreaches('auth.ts', 'const { auth } = app.services;')).toEqual([]);
  });

  it('lists every module’s tables: existing files, each its one module’s own, shared ones with a reason', () => {
    expect(Object.keys(TABLES).sort()).toEqual([...ALL].sort());
    const files = readdirSync(SCHEMA);
    const owners = new Map<string, string[]>();
    for (const [module, { own, shared = {} }] of Object.entries(TABLES)) {
      for (const table of [...own, ...Object.keys(shared)])
        expect(files, `${module}: ${table}`).toContain(table);
      for (const table of own) owners.set(table, [...(owners.get(table) ?? []), module]);
      for (const [table, why] of Object.entries(shared)) {
        expect(own, `${module} lists ${table} twice`).not.toContain(table);
        expect(why.length, `${module}: why ${table}`).toBeGreaterThan(10);
      }
    }
    for (const [table, modules] of owners) expect(modules, `${table} owned once`).toHaveLength(1);
    // A shared concept's tables are its module's own and listed for no other module.
    for (const [table, owner] of Object.entries(OWNED_TABLES)) {
      expect(owners.get(table)).toEqual([owner]);
      for (const module of ALL) if (module !== owner) expect(mayUse(module, table), module).toBe(false);
    }
  });

  it.each(ALL)('%s: every shared table listed is still used (no leave outlives its reason)', (module) => {
    const dir = join(MODULES, module);
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.includes('.test'))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
    const unused = Object.keys(TABLES[module]?.shared ?? {}).filter(
      (table) => !sources.some((s) => s.includes(`/db/schema/${table}'`)),
    );
    expect(unused).toEqual([]);
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

  it.each(readdirSync(PLUGINS).filter((f) => f.endsWith('.ts') && !f.includes('.test')))(
    'plugins/%s: no repository, no SQL, services read from the app',
    (file) => {
      expect(pluginBreaches(file, readFileSync(join(PLUGINS, file), 'utf8'))).toEqual([]);
    },
  );
});
