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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stylesheetFirst()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false },
      '/uploads': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
  // The server-rendering build (`dist-ssr/entry-server.js`) bundles our own workspace code and
  // leaves the npm packages to Node.
  ssr: { noExternal: ['@app/shared'] },
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // One stylesheet in the page's head: a page rendered on the server is styled from its first
    // paint, whichever route chunks it uses (split CSS would arrive with the route's script).
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
}));
