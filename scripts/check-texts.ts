// Fails when a language lacks a text English has, has one English lacks, misses a plural form its
// grammar needs or writes other {{values}} than English (packages/shared/src/texts/<lang>/*.json).
// `--lang fr` looks at one language only.
import { join } from 'node:path';
import { readTextFolders } from '../apps/server/src/lib/texts.ts';
import { LANGUAGES } from '../packages/shared/src/i18n/languages.ts';
import { type TextFolders, textFaults } from '../packages/shared/src/texts/text-check.ts';

// The folders as the server reads them.
const folders = readTextFolders(
  join(import.meta.dirname, '..', 'packages', 'shared', 'src', 'texts'),
) as TextFolders;

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
