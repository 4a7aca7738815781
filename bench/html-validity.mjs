// `node bench/html-validity.mjs [--url http://127.0.0.1:3292]`: the W3C Nu HTML Checker's errors and
// warnings on every public page kind the server renders, in English, Turkish and Arabic. Starts the
// built server (unless --url is given) on a fresh embedded database; needs a Java runtime.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { arg, pageKinds, printTable, startServer } from './support.mjs';

const LANGUAGES = ['en', 'tr', 'ar'];
const vnuJar = createRequire(import.meta.url)('vnu-jar');

const given = arg('url', '');
const server = given ? { url: given, stop: () => {} } : await startServer(3292);
const dir = mkdtempSync(path.join(tmpdir(), 'html-validity-'));
try {
  const kinds = await pageKinds(server.url);
  const files = new Map();
  for (const [kind, p] of kinds)
    for (const lang of LANGUAGES) {
      const url = `${server.url}${p}${p.includes('?') ? '&' : '?'}lang=${lang}`;
      const file = path.join(dir, `${files.size}.html`);
      writeFileSync(file, await (await fetch(url)).text());
      files.set(file, { kind, lang });
    }
  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--stdout', ...files.keys()],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error) => ({ stdout: error.stdout }));
  const counts = new Map();
  for (const m of JSON.parse(stdout).messages) {
    const page = files.get(new URL(m.url).pathname);
    if (!page) continue;
    const key = `${page.kind} ${page.lang}`;
    const c = counts.get(key) ?? { errors: 0, warnings: 0 };
    if (m.type === 'error') c.errors += 1;
    else if (m.subType === 'warning') c.warnings += 1;
    counts.set(key, c);
  }
  const rows = kinds.map(([kind, p]) => {
    const row = { page: kind, path: p };
    for (const lang of LANGUAGES) {
      const c = counts.get(`${kind} ${lang}`) ?? { errors: 0, warnings: 0 };
      row[`errors ${lang}`] = c.errors;
      row[`warnings ${lang}`] = c.warnings;
    }
    return row;
  });
  printTable(rows);
} finally {
  rmSync(dir, { recursive: true, force: true });
  server.stop();
}
