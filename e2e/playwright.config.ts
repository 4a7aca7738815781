import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh data folder (embedded database + mail outbox) per run, shared with the workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
process.env.E2E_LIVE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-live-data-'));
const port = Number(process.env.E2E_PORT ?? 3100);
/** A second app on the Amadeus-shaped provider, and the local fake provider it calls (told to fail by tests). */
const livePort = Number(process.env.E2E_LIVE_PORT ?? 3101);
const fakeProviderPort = Number(process.env.E2E_FAKE_PROVIDER_PORT ?? 3199);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 2,
  // One more try for a test that timed out while the other worker, the server and the checkers
  // (axe, the Nu checker) held both cores; the list names such a test "flaky", so it stays seen.
  retries: 1,
  // A whole journey (search, pay, mail, my bookings, cancel) takes about 35 s on a quiet machine and
  // has passed a minute on a loaded one; each step still fails fast on its own limits below.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // A control that never appears fails in seconds, not at the test's timeout.
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node apps/server/dist/server.js',
      cwd: root,
      url: `http://127.0.0.1:${port}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: appEnv(port, process.env.E2E_DATA_DIR),
    },
    {
      command: `node apps/server/src/test/fake-travel-provider/cli.ts --port ${fakeProviderPort}`,
      cwd: root,
      url: `http://127.0.0.1:${fakeProviderPort}/__control/token-requests`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node apps/server/dist/server.js',
      cwd: root,
      url: `http://127.0.0.1:${livePort}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...appEnv(livePort, process.env.E2E_LIVE_DATA_DIR),
        TRAVEL_PROVIDER: 'amadeus',
        TRAVEL_PROVIDER_URL: `http://127.0.0.1:${fakeProviderPort}`,
        TRAVEL_PROVIDER_CLIENT_ID: 'fake-client-id',
        TRAVEL_PROVIDER_CLIENT_SECRET: 'fake-client-secret',
        TRAVEL_PROVIDER_TIMEOUT_MS: '1500',
      },
    },
  ],
});

/** The environment of an app the journeys run against. */
function appEnv(appPort: number, dataDir: string | undefined): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(appPort),
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    DATA_DIR: dataDir ?? '',
    LOG_LEVEL: 'warn',
    // Every browser of a run comes from 127.0.0.1: one reader's limits would stop repeated journeys.
    AUTH_RATE_LIMIT_PER_IP: '1000',
    COMMENT_RATE_LIMIT_PER_IP: '1000',
  };
}
