// `npm run seed` seeds an empty database; `npm run seed -- --reset` empties it and seeds again.
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { timeoutsOf } from '../timeouts.ts';
import { seed, seedIfEmpty, truncateAll } from './seed.ts';

const log = { info: (obj: object, msg: string) => console.info(msg, JSON.stringify(obj)) };

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    timeouts: timeoutsOf(config),
  });
  try {
    if (process.argv.includes('--reset')) {
      await truncateAll(database.db);
      await seed(database.db, config, log);
    } else if (!(await seedIfEmpty(database.db, config, log))) {
      console.info('The database already has data; use --reset to start over.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    for (const line of error.lines) console.error(`Configuration error: ${line}`);
  } else console.error(error);
  process.exit(1);
});
