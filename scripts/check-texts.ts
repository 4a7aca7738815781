// Fails when a language lacks a text English has, has one English lacks, misses a plural form its
// grammar needs or writes other {{values}} than English (packages/shared/src/texts/<lang>/*.json).
// `--lang fr` looks at one language only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../packages/shared/src/i18n/languages.ts';
import { type TextFolders, textFaults } from '../packages/shared/src/texts/text-check.ts';

const dir = join(import.meta.dirname, '..', 'packages', 'shared', 'src', 'texts');
const folders: TextFolders = {};
for (const lang of readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory())) {
  folders[lang] = {};
  for (const file of readdirSync(join(dir, lang)).filter((name) => name.endsWith('.json')))
    folders[lang][file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, lang, file), 'utf8'));
}

const only = process.argv.indexOf('--lang');
const lang = only > 0 ? process.argv[only + 1] : undefined;
const faults = textFaults(folders, LANGUAGES).filter(
  (fault) => !lang || fault.startsWith(`${lang}/`) || fault.startsWith(`${lang}:`),
);
for (const fault of faults) process.stderr.write(`${fault}\n`);
process.stdout.write(
  faults.length === 0
    ? `texts: ${Object.keys(folders).length} languages agree\n`
    : `texts: ${faults.length} faults\n`,
);
process.exitCode = faults.length === 0 ? 0 : 1;
