import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_SOURCES,
  EXAMPLES_DIR,
  type ExampleName,
  exampleInSpec,
  loadExample,
  SPECS_DIR,
} from './examples.ts';

const names = Object.keys(EXAMPLE_SOURCES) as ExampleName[];
const specsHere = existsSync(fileURLToPath(SPECS_DIR));

describe("the fake provider's examples", () => {
  it('are all there, with the licence they are copied under', () => {
    const files = readdirSync(EXAMPLES_DIR);
    expect(files.filter((f) => f.endsWith('.json')).sort()).toEqual(names.map((n) => `${n}.json`).sort());
    expect(files).toContain('LICENSE-amadeus-open-api-specification.txt');
    expect(
      readFileSync(new URL('LICENSE-amadeus-open-api-specification.txt', EXAMPLES_DIR), 'utf8'),
    ).toContain('Copyright (c) 2017 Amadeus IT Group SA');
    expect(readFileSync(new URL('README.md', EXAMPLES_DIR), 'utf8')).toContain('MIT');
  });

  // The specs are beside the repository in a working copy, not in a fresh clone (CI).
  it.skipIf(!specsHere)(
    'are the specs’ own examples, unmodified (when ../shared/provider-specs is present)',
    () => {
      for (const name of names) {
        const source = EXAMPLE_SOURCES[name];
        const spec: unknown = JSON.parse(readFileSync(new URL(source.spec, SPECS_DIR), 'utf8'));
        expect(loadExample(name), name).toEqual(exampleInSpec(spec, source.at));
      }
    },
  );
});
