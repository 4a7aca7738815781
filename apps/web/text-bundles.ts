import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../../packages/shared/src/i18n/languages.ts';
import { partOf, TEXT_PART_NAMES } from './src/locales/text-parts.ts';

/** The one home of every language's texts: `<lang>/<namespace>.json`. */
export const TEXTS_DIR = join(import.meta.dirname, '..', '..', 'packages', 'shared', 'src', 'texts');

const INDEX = 'virtual:texts';
/** `virtual:texts/fr/account`: one language's texts of one part, a chunk of its own. */
const BUNDLE = /^virtual:texts\/([a-z]{2,3})\/(\w+)$/;

/** The module id of a language's part, as the built chunk's `facadeModuleId` names it. */
export const textBundleId = (lang: string, part: string) => `\0${INDEX}/${lang}/${part}`;

/** A built chunk's language when it holds texts: `\0virtual:texts/fr/public` → `fr`. */
export const languageOfTextBundle = (moduleId: string | null | undefined) =>
  moduleId?.startsWith(`\0${INDEX}/`) ? BUNDLE.exec(moduleId.slice(1))?.[1] : undefined;

/**
 * The texts' loaders, written from the language list and the folder of texts: `virtual:texts`
 * exports `{ [lang]: { [part]: () => import(...) } }` for every language and part, each part a
 * module importing that language's JSON files of the part. Adding a language needs no code here.
 */
export function textBundles(): Plugin {
  return {
    name: 'text-bundles',
    resolveId(id) {
      if (id === INDEX || BUNDLE.test(id)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const entries = LANGUAGES.map((lang) => {
          const parts = TEXT_PART_NAMES.map(
            (part) => `${part}: () => import(${JSON.stringify(`${INDEX}/${lang}/${part}`)})`,
          );
          return `${lang}: { ${parts.join(', ')} }`;
        });
        return `export default { ${entries.join(',\n')} };`;
      }
      const match = id.startsWith(`\0${INDEX}/`) ? BUNDLE.exec(id.slice(1)) : null;
      if (!match) return null;
      const [, lang = '', part] = match;
      const dir = join(TEXTS_DIR, lang);
      const files = readdirSync(dir)
        .filter((file) => file.endsWith('.json') && partOf(file.slice(0, -5)) === part)
        .sort();
      const imports = files.map((file, i) => `import t${i} from ${JSON.stringify(join(dir, file))};`);
      const names = files.map((file, i) => `${JSON.stringify(file.slice(0, -5))}: t${i}`);
      return `${imports.join('\n')}\nexport default { ${names.join(', ')} };`;
    },
  };
}
