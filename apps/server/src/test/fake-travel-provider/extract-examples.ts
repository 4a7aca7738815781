/**
 * Copies the examples the fake provider answers with from the provider's specs into `examples/`:
 * `node apps/server/src/test/fake-travel-provider/extract-examples.ts [specs-dir]`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { EXAMPLE_SOURCES, EXAMPLES_DIR, type ExampleName, exampleInSpec, SPECS_DIR } from './examples.ts';

const specsDir = process.argv[2] ? pathToFileURL(`${process.argv[2].replace(/\/?$/, '/')}`) : SPECS_DIR;

for (const [name, source] of Object.entries(EXAMPLE_SOURCES) as [
  ExampleName,
  (typeof EXAMPLE_SOURCES)[ExampleName],
][]) {
  const spec: unknown = JSON.parse(readFileSync(new URL(source.spec, specsDir), 'utf8'));
  const example = exampleInSpec(spec, source.at);
  if (example === undefined) throw new Error(`${source.spec} has no example at ${source.at.join(' > ')}`);
  writeFileSync(new URL(`${name}.json`, EXAMPLES_DIR), `${JSON.stringify(example, null, 2)}\n`);
  console.info(`${name}.json ← ${source.spec}`);
}
