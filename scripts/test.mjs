// `npm test`: unit, component and API tests (PGlite; PostgreSQL too when TEST_DATABASE_URL is set),
// then the end-to-end journeys in Chromium against the built app. Fails loudly on a missing browser
// or database; never skips a suite silently.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 24) {
  console.error(
    `Node ${process.version} is running the tests: the project needs Node 24 LTS or newer (README, "Run it"). Install it (nvm install 24) and run npm install again.`,
  );
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const env = { ...process.env, TZ: 'UTC' };

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return r.status ?? 1;
}

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

try {
  accessSync(chrome, constants.X_OK);
} catch {
  console.error(`Chromium not found at ${chrome}. Install it (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.error(
    'Java not found: the end-to-end suite checks pages with the W3C Nu HTML Checker. Install it (apt-get install default-jre-headless).',
  );
  process.exit(1);
}

const results = [];
const vitestReport = path.join(root, '.tmp', 'vitest.json');
rmSync(vitestReport, { force: true });
if (!process.env.TEST_DATABASE_URL) {
  console.info(
    '\nAPI tests run on embedded PGlite. Set TEST_DATABASE_URL=postgres://... to run them on PostgreSQL too.\n',
  );
}
results.push([
  'vitest',
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
]);

const sources = ['apps/web/src', 'apps/server/src', 'packages/shared/src'].map((d) =>
  newest(path.join(root, d)),
);
const built = ['apps/web/dist/index.html', 'apps/server/dist/server.js'].map((f) =>
  existsSync(path.join(root, f)) ? statSync(path.join(root, f)).mtimeMs : 0,
);
if (Math.min(...built) < Math.max(...sources)) {
  console.info('\nBuilding the app for the end-to-end suite…');
  if (run('npm', ['run', 'build']) !== 0) process.exit(1);
}
const e2eReport = path.join(root, '.tmp', 'e2e.json');
rmSync(e2eReport, { force: true });
results.push([
  'e2e',
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  }),
]);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
} catch {
  failed += 1;
}
try {
  const e = JSON.parse(readFileSync(e2eReport, 'utf8'));
  passed += e.stats.expected;
  failed += e.stats.unexpected + e.stats.flaky;
  skipped += e.stats.skipped;
} catch {
  failed += 1;
}
const bad = results.filter(([, code]) => code !== 0).map(([name]) => name);
if (skipped > 0) console.error(`${skipped} tests were skipped: a skipped test is a failure here.`);
console.info(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(bad.length || failed || skipped ? 1 : 0);
