import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { textBundles } from './apps/web/text-bundles.ts';

const apiInclude = ['apps/server/src/**/*.int.test.ts'];
const postgresOnly = ['apps/server/src/**/*.pg.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts', 'lint/**/*.test.ts'],
          exclude: [...apiInclude, ...postgresOnly],
          // Some start processes or walk the sources: 5 s is too tight on two cores shared with CI.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react(), textBundles()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          css: false,
          // Whole Mantine forms rendered in happy-dom on two shared cores: 5 s is too tight under load.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          environment: 'node',
          include: apiInclude,
          env: { TEST_DB: 'pglite', TZ: 'UTC' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                environment: 'node',
                // The same API files as on PGlite, plus races only PostgreSQL can show.
                include: [...apiInclude, ...postgresOnly],
                env: { TEST_DB: 'postgres', TZ: 'UTC' },
                globalSetup: ['apps/server/src/test/postgres-global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
