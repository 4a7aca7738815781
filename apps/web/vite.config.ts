import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [react(), stylesheetFirst(), mantineGridStylesInHead()],
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
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
}));
