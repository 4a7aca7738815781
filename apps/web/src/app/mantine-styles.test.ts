import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const stylesDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/Button.css'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** Components styled by another's stylesheet. */
const STYLED_AS: Record<string, string> = { RangeSlider: 'Slider' };

describe('Mantine styles', () => {
  it('include the stylesheet of every Mantine component the app imports', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
      )) {
        for (const name of (match[1] ?? '').split(',')) {
          const component =
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0] ?? '';
          if (/^[A-Z]/.test(component)) used.add(STYLED_AS[component] ?? component);
        }
      }
    }
    const imported = readFileSync(path.join(src, 'app/mantine-styles.ts'), 'utf8');
    const missing = [...used].filter(
      (component) =>
        existsSync(path.join(stylesDir, `${component}.css`)) &&
        !imported.includes(`@mantine/core/styles/${component}.css`),
    );
    expect(missing).toEqual([]);
  });
});
