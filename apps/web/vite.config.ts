import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { LANGUAGES } from '../../packages/shared/src/i18n/languages';
import {
  SCRIPT_LANGUAGE_ATTRIBUTE,
  SCRIPTS_LED_TO,
  type ScriptsLedTo,
  scriptsListId,
} from './src/islands/spec';
import { languageOfTextBundle, textBundleId, textBundles } from './text-bundles';

/**
 * Puts the stylesheet before the scripts in the built page's head, so the one file that blocks the
 * first paint is asked for first instead of queueing behind a dozen script preloads.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const link of links) out = out.replace(link, '');
        return out.replace(/(\s*)<script type="module"/, `${links.join('')}$1<script type="module"`);
      },
    },
  };
}

/**
 * The page sent light (light.html) carries, for each kind of page its links may lead to
 * (`SCRIPTS_LED_TO`: the app, the checkout), the scripts that page needs at once, as an inert
 * `<template>` of prefetch links: a page with such a link puts them in its head once idle
 * (islands/light-main.ts), so a checkout reached from a hotel's page does not wait for them.
 * Nothing is fetched before that. A text bundle is marked with its language (only the page's is
 * fetched).
 */
function scriptsForLightPage(): Plugin {
  return {
    name: 'scripts-for-light-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('light.html') || !ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        // The entry named after the app's page in `input` below.
        const entry = chunks.find((c) => c.isEntry && c.name === 'index');
        if (!entry) throw new Error("the app's entry (index) is not in the bundle");
        const lists = Object.entries(SCRIPTS_LED_TO).map(([page, { withApp, modules, texts }]) => {
          const files = new Set<string>();
          const add = (file: string) => {
            if (files.has(file)) return;
            files.add(file);
            for (const imported of chunks.find((c) => c.fileName === file)?.imports ?? []) add(imported);
          };
          if (withApp) {
            // The entry, and what it starts (React's DOM client, then the app's shell: router,
            // providers, theme), each with all it imports at once; not the routes' own chunks.
            add(entry.fileName);
            for (const started of entry.dynamicImports) add(started);
          }
          for (const part of texts) {
            for (const lang of LANGUAGES) {
              const chunk = chunks.find((c) => c.facadeModuleId === textBundleId(lang, part));
              if (!chunk) throw new Error(`the ${lang} texts of ${part} are not a chunk of their own`);
              add(chunk.fileName);
            }
          }
          for (const module of modules) {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`));
            if (!chunk) throw new Error(`${module} is not a chunk of its own in the bundle`);
            add(chunk.fileName);
            // A page module's dynamic imports (a checkout's kinds); not those of the islands' start.
            if (withApp) for (const started of chunk.dynamicImports) add(started);
          }
          const links = [...files].map((file) => {
            const lang = languageOfTextBundle(chunks.find((c) => c.fileName === file)?.facadeModuleId);
            const marked = lang ? ` ${SCRIPT_LANGUAGE_ATTRIBUTE}="${lang}"` : '';
            return `<link rel="prefetch" href="/${file}" as="script" crossorigin${marked}>`;
          });
          return `<template id="${scriptsListId(page as ScriptsLedTo)}">${links.join('')}</template>`;
        });
        return html.replace('</body>', `${lists.join('\n')}\n  </body>`);
      },
    },
  };
}

/**
 * Mantine's grids (SimpleGrid, Grid, Grid.Col, AppShell) write their responsive styles as a
 * `<style>` in the body even with `deduplicateInlineStyles`, which the other components honour:
 * HTML allows `<style>` only in the head. This passes the flag to them too, so React hoists their
 * styles into the head like every other component's (docs/decisions/013-valid-pages-and-addresses.md).
 */
function mantineGridStylesInHead(): Plugin {
  const GRID_STYLES = /@mantine\/core\/esm\/components\/(SimpleGrid|Grid|AppShell)\/.*\.mjs$/;
  return {
    name: 'mantine-grid-styles-in-head',
    transform(code, id) {
      if (!GRID_STYLES.test(id) || !code.includes('jsx(InlineStyles, {')) return null;
      return {
        code: code.replaceAll('jsx(InlineStyles, {', 'jsx(InlineStyles, { deduplicate: true,'),
        map: null,
      };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), textBundles(), stylesheetFirst(), mantineGridStylesInHead(), scriptsForLightPage()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false },
      '/uploads': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
  // The server-rendering build (`dist-ssr/entry-server.js`) bundles our own workspace code and
  // Mantine (so it renders like the browser's build, see mantineGridStylesInHead), and leaves the
  // other npm packages to Node.
  ssr: { noExternal: ['@app/shared', '@mantine/core'] },
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // One stylesheet in the page's head: a page rendered on the server is styled from its first
    // paint, whichever route chunks it uses (split CSS would arrive with the route's script).
    cssCodeSplit: false,
    rollupOptions: {
      // The app's page, and the page sent light (public pages: HTML with islands, docs/decisions/026).
      input: isSsrBuild ? undefined : { index: 'index.html', light: 'light.html' },
      output: {
        // A language's texts are named for it: `texts-fr-account-[hash].js`.
        chunkFileNames: (chunk) => {
          const lang = languageOfTextBundle(chunk.facadeModuleId);
          return lang ? `assets/texts-${lang}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
}));
