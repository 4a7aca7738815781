import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { timeoutsOf } from './db/timeouts.ts';
import { jwtSecretFor } from './lib/jwt-secret.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const line of error.lines) console.error(`Configuration error: ${line}`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_MAX,
    timeouts: timeoutsOf(config),
  });
  const logger = config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL };
  const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const ssrEntry = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url));
  const app = await buildApp({
    config,
    database,
    webRoot,
    ssrEntry,
    jwtSecret: await jwtSecretFor(config),
    logger,
  });
  if (config.SEED_DEMO_DATA) {
    await seedIfEmpty(database.db, config, app.log);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
