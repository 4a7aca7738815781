// Bundles the server (with the shared package) into dist/server.js; node_modules stay external.
// Beside it: the SQL migrations and the texts (every language's JSON, which the server reads).
import { cp, readFile, rm } from 'node:fs/promises';
import { extname } from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', seed: 'src/db/seed/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
await cp('../../packages/shared/src/texts', 'dist/texts', {
  recursive: true,
  // The language folders and their JSON, not the code beside them.
  filter: (source) => extname(source) === '' || extname(source) === '.json',
});
