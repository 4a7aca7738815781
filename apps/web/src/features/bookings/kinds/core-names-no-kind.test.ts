import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The bookings core never names a kind of booking: every kind plugs in through the registry
 * (docs/decisions/021-web-booking-kinds.md). These checks read the core's own files (not its tests
 * or `testing/` fixtures).
 */

const CORE = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = resolve(CORE, '../..');
const REPO = resolve(SRC, '../../..');

/** Today's kinds and the ones on their way. */
const KINDS = ['hotel', 'package', 'restaurant', 'car-rental', 'carRental', 'transfer', 'taxi', 'flight'];
/** A kind's name (or plural) standing as a word of a text or the start of a name: `'restaurant'`,
 *  `'restaurant.policy'`, `'/hotels'`, `hotelId`, `b.package`; not `payAtHotel` (a payment method). */
const KIND_WORD = new RegExp(`(?<![A-Za-z0-9])(${KINDS.join('|')})s?(?![a-z0-9])`);

interface Finding {
  line: number;
  kind: string;
  text: string;
}

interface Token {
  /** A text (a string, or a template's text part) or a name or word of the code. */
  text: string;
  line: number;
}

/**
 * The texts and names of a TypeScript source, comments left out: a small scanner of strings,
 * templates (and the code inside `${…}`) and comments, enough for the project's own files.
 */
function tokens(source: string): Token[] {
  const out: Token[] = [];
  let line = 1;
  let code = '';
  let codeLine = 1;
  const flushCode = () => {
    let at = codeLine;
    for (const part of code.split('\n')) {
      for (const m of part.matchAll(/[A-Za-z_$][\w$-]*/g)) out.push({ text: m[0], line: at });
      at += 1;
    }
    code = '';
  };
  /** Template depths: the `{` count inside each open `${`. */
  const templates: number[] = [];
  let i = 0;
  const readString = (quote: string) => {
    const start = line;
    let text = '';
    i += 1;
    while (i < source.length && source[i] !== quote) {
      if (source[i] === '\\') {
        text += source[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (source[i] === '\n') line += 1;
      text += source[i];
      i += 1;
    }
    i += 1;
    out.push({ text, line: start });
  };
  /** A template's text up to its end or its next `${`. */
  const readTemplate = () => {
    const start = line;
    let text = '';
    while (i < source.length && source[i] !== '`' && !(source[i] === '$' && source[i + 1] === '{')) {
      if (source[i] === '\\') {
        text += source[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (source[i] === '\n') line += 1;
      text += source[i];
      i += 1;
    }
    out.push({ text, line: start });
    if (source[i] === '`') i += 1;
    else {
      templates.push(0);
      i += 2;
    }
  };
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      const skipped = source.slice(i, stop);
      code += '\n'.repeat(skipped.split('\n').length - 1);
      line += skipped.split('\n').length - 1;
      i = stop;
    } else if (c === "'" || c === '"') {
      flushCode();
      readString(c);
      codeLine = line;
    } else if (c === '`') {
      flushCode();
      i += 1;
      readTemplate();
      codeLine = line;
    } else if (templates.length > 0 && c === '}' && templates.at(-1) === 0) {
      flushCode();
      templates.pop();
      i += 1;
      readTemplate();
      codeLine = line;
    } else {
      const depth = templates.pop();
      if (depth !== undefined) templates.push(depth + (c === '{' ? 1 : c === '}' ? -1 : 0));
      if (c === '\n') line += 1;
      code += c;
      i += 1;
    }
  }
  flushCode();
  return out;
}

interface Finding {
  line: number;
  kind: string;
  text: string;
}

/** Each text or name of `source` that names a kind (comments aside). */
export function kindNames(source: string): Finding[] {
  return tokens(source).flatMap(({ text, line }) => {
    const match = KIND_WORD.exec(text);
    return match?.[1] ? [{ line, kind: match[1], text }] : [];
  });
}

function coreFiles(dir = CORE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : coreFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The relative module specifiers a file imports (static, dynamic and re-exports). */
function importsOf(source: string): string[] {
  const specs = tokens(source)
    .map((t) => t.text)
    .filter((text) => text.startsWith('./') || text.startsWith('../'));
  return [...new Set(specs)];
}

/** The features the composition takes kinds from (`app/booking-kinds.ts`). */
function kindFeatures(): string[] {
  const composition = join(SRC, 'app', 'booking-kinds.ts');
  const features = importsOf(readFileSync(composition, 'utf8'))
    .map((s) => relative(join(SRC, 'features'), resolve(dirname(composition), s)).split(sep)[0] ?? '')
    .filter((name) => name && !name.startsWith('..') && name !== 'bookings');
  return [...new Set(features)];
}

const where = (path: string, line?: number) => `${relative(REPO, path)}${line ? `:${line}` : ''}`;

describe('the bookings core and its kinds', () => {
  it('finds a kind named in a branch, a text key, an address or a field, and not in comments', () => {
    const source = [
      "// A hotel's stay, a package's trip: comments may say so.",
      "const fee = b.type === 'restaurant' ? 0 : 1;",
      "const text = t('restaurant.policy');",
      'const name = booking.hotel?.name;',
      'const to = <Link to="/packages" />;',
      'const id = params.get(`carRentalId`);',
      "const later = m === 'payAtHotel';",
    ].join('\n');
    expect(kindNames(source).map((f) => [f.line, f.kind])).toEqual([
      [2, 'restaurant'],
      [3, 'restaurant'],
      [4, 'hotel'],
      [5, 'package'],
      [6, 'carRental'],
    ]);
  });

  it('names no kind in any file of features/bookings (admin screens included)', () => {
    const files = coreFiles();
    expect(files.some((f) => f.includes(`${sep}admin${sep}`))).toBe(true);
    const problems = files.flatMap((path) =>
      kindNames(readFileSync(path, 'utf8')).map(
        (f) =>
          `${where(path, f.line)} names the booking kind "${f.kind}" (${JSON.stringify(f.text)}): ` +
          "ask the booking's kind (kinds/registry.ts) instead",
      ),
    );
    expect(problems).toEqual([]);
  });

  it('imports no feature that registers a kind', () => {
    const features = kindFeatures();
    expect(features).toEqual(expect.arrayContaining(['hotels', 'packages', 'restaurants']));
    const problems = coreFiles().flatMap((path) =>
      importsOf(readFileSync(path, 'utf8'))
        .filter((spec) => {
          const target = relative(join(SRC, 'features'), resolve(dirname(path), spec)).split(sep)[0];
          return target !== undefined && features.includes(target);
        })
        .map(
          (spec) => `${where(path)} imports '${spec}': a kind's feature plugs into bookings, not the reverse`,
        ),
    );
    expect(problems).toEqual([]);
  });
});
