import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CORE = dirname(fileURLToPath(import.meta.url));

/** The kinds sold today and the ones on their way: the booking core names none of them. */
const KIND_NAMES = ['hotel', 'package', 'restaurant', 'car-rental', 'transfer', 'taxi', 'flight'];

/** The core's files: everything in the bookings module but its tests. */
const coreFiles = () => readdirSync(CORE).filter((f) => f.endsWith('.ts') && !/\.test\.ts$/.test(f));

/** Where `source` names a kind as a string ('hotel', "taxi", `flight`) or imports a kind's module. */
export function kindNamesIn(file: string, source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, i) => {
    for (const name of KIND_NAMES) {
      if (new RegExp(`(['"\`])${name}\\1`).test(line))
        found.push(
          `${file}:${i + 1} names the kind '${name}': the core must ask the kind's registration instead`,
        );
    }
    const kindModule = /from '\.\.\/(inventory|hotels|packages|restaurants)\//.exec(line);
    if (kindModule)
      found.push(
        `${file}:${i + 1} imports the ${kindModule[1]} module: a kind registers with the core, not the other way round`,
      );
  });
  return found;
}

describe('the booking core names no kind', () => {
  it('finds a kind named in a branch, a literal and an import', () => {
    const source = [
      "if (body.type === 'hotel') return prepareHotelBooking(db, body);",
      'const label = `taxi`;',
      "import { packageSeats } from '../packages/packages.service.ts';",
    ].join('\n');
    expect(kindNamesIn('bookings.service.ts', source)).toEqual([
      "bookings.service.ts:1 names the kind 'hotel': the core must ask the kind's registration instead",
      "bookings.service.ts:2 names the kind 'taxi': the core must ask the kind's registration instead",
      'bookings.service.ts:3 imports the packages module: a kind registers with the core, not the other way round',
    ]);
  });

  it.each(coreFiles())('%s names no kind and imports no kind’s module', (file) => {
    expect(kindNamesIn(file, readFileSync(join(CORE, file), 'utf8'))).toEqual([]);
  });
});
