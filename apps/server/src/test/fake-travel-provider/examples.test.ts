import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SOURCES, EXAMPLES_DIR, type ExampleName } from './examples.ts';

const names = Object.keys(EXAMPLE_SOURCES) as ExampleName[];

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
});
