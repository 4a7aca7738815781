import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The import boundaries of the web app (docs/decisions/008-web-boundaries.md) are rules in
// biome.json: `noRestrictedImports` per folder depth in `overrides`, and `noImportCycles`.
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');
const BOUNDARY_RULES = ['lint/style/noRestrictedImports', 'lint/suspicious/noImportCycles'];

interface Report {
  diagnostics: { category: string; location: { path: { file: string } | string; start: { line: number } } }[];
}

function boundaryProblems(cwd: string, paths: string[]): string[] {
  let out: string;
  try {
    out = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', ...paths], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    out = String((error as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(out) as Report;
  return report.diagnostics
    .filter((d) => BOUNDARY_RULES.includes(d.category))
    .map((d) => {
      const file = typeof d.location.path === 'string' ? d.location.path : d.location.path.file;
      return `${file.split(path.sep).join('/')}:${d.location.start.line} ${d.category.split('/').at(-1)}`;
    })
    .sort();
}

const dir = mkdtempSync(path.join(tmpdir(), 'web-boundaries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the repository's boundary rules over a small tree of sample files. */
function sampleTree(files: Record<string, string>) {
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as {
    linter: { rules: { suspicious: { noImportCycles: unknown } } };
    overrides: unknown;
  };
  writeFileSync(
    path.join(dir, 'biome.json'),
    JSON.stringify({
      linter: {
        rules: {
          recommended: false,
          suspicious: { noImportCycles: config.linter.rules.suspicious.noImportCycles },
        },
      },
      formatter: { enabled: false },
      assist: { enabled: false },
      overrides: config.overrides,
    }),
  );
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
}

describe('lint: web import boundaries', () => {
  it('flags a reach into another feature, into app/, from components/ or lib/ into a feature, out of packages/shared, and a cycle', () => {
    const web = 'apps/web/src';
    sampleTree({
      [`${web}/features/hotels/index.ts`]: "export { HotelCard } from './components/hotel-card';\n",
      [`${web}/features/hotels/components/hotel-card.tsx`]: 'export const HotelCard = 1;\n',
      [`${web}/features/destinations/index.ts`]:
        "export { DestinationSelect } from './admin/destination-select';\n",
      [`${web}/features/destinations/admin/destination-select.tsx`]: 'export const DestinationSelect = 1;\n',
      [`${web}/features/home/featured.tsx`]: [
        "import { HotelCard } from '../hotels';",
        "import { HotelCard as Card } from '../hotels/components/hotel-card';",
        "import { format } from '../../lib/format';",
        "import { Section } from './section';",
        "import { meta } from '../../app/page-meta';",
        "const later = () => import('../bookings/checkout-page');",
        'export { HotelCard, Card, format, Section, meta, later };',
      ].join('\n'),
      [`${web}/features/home/section.tsx`]: 'export const Section = 1;\n',
      [`${web}/features/hotels/admin/components/form.tsx`]: [
        "import { DestinationSelect } from '../../../destinations';",
        "import { DestinationSelect as Select } from '../../../destinations/admin/destination-select';",
        "import { HotelCard } from '../../components/hotel-card';",
        "import { routes } from '../../../../app/router';",
        'export { DestinationSelect, Select, HotelCard, routes };',
      ].join('\n'),
      [`${web}/components/layout/header.tsx`]: [
        "import { auth } from '../../features/auth';",
        "import { guard } from '../../app/guards';",
        "import { format } from '../../lib/format';",
        'export { auth, guard, format };',
      ].join('\n'),
      [`${web}/lib/session/store.ts`]: "export { login } from '../../features/auth/login';\n",
      [`${web}/lib/format.ts`]: "import { theme } from '../app/theme';\nexport const format = theme;\n",
      'packages/shared/src/common/text.ts':
        "import { x } from '../../../../apps/web/src/lib/format';\nexport const y = x;\n",
      [`${web}/features/blog/one.ts`]: "import { two } from './two';\nexport const one = () => two;\n",
      [`${web}/features/blog/two.ts`]: "import { one } from './one';\nexport const two = () => one;\n",
    });
    expect(boundaryProblems(dir, ['apps', 'packages'])).toEqual([
      `${web}/components/layout/header.tsx:1 noRestrictedImports`,
      `${web}/components/layout/header.tsx:2 noRestrictedImports`,
      `${web}/features/blog/one.ts:1 noImportCycles`,
      `${web}/features/blog/two.ts:1 noImportCycles`,
      `${web}/features/home/featured.tsx:2 noRestrictedImports`,
      `${web}/features/home/featured.tsx:5 noRestrictedImports`,
      `${web}/features/home/featured.tsx:6 noRestrictedImports`,
      `${web}/features/hotels/admin/components/form.tsx:2 noRestrictedImports`,
      `${web}/features/hotels/admin/components/form.tsx:4 noRestrictedImports`,
      `${web}/lib/format.ts:1 noRestrictedImports`,
      `${web}/lib/session/store.ts:1 noRestrictedImports`,
      'packages/shared/src/common/text.ts:1 noRestrictedImports',
    ]);
  });

  it('has a rule for every folder depth of features/, components/ and lib/', () => {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[]; linter?: unknown }[];
    };
    const covered = new Set(
      config.overrides
        .filter((o) => JSON.stringify(o.linter ?? {}).includes('noRestrictedImports'))
        .flatMap((o) => o.includes),
    );
    const web = path.join(root, 'apps/web/src');
    const files = readdirSync(web, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep));
    const uncovered = files
      .filter(([, , , area]) => area === 'features' || area === 'components' || area === 'lib')
      .map((parts) => {
        const [area, ...rest] = parts.slice(3);
        const glob = ['apps/web/src', area, ...rest.map(() => '*')].join('/');
        return covered.has(glob) ? null : parts.join('/');
      })
      .filter((file) => file !== null);
    expect(uncovered).toEqual([]);
  });

  it('finds nothing to flag in the real tree', { timeout: 180_000 }, () => {
    expect(boundaryProblems(root, ['apps/web/src', 'packages/shared/src'])).toEqual([]);
  });
});
