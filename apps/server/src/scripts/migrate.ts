import { ConfigError, loadConfig } from '../config/env';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { createServerLogger } from '../server-logger';

/**
 * `npm run migrate`: creates the database if it is PGlite and not there yet, and applies the
 * migrations `npm start` would apply, without starting anything else. The browser suite makes one
 * migrated PGlite folder this way and copies it for each stack it starts, instead of every stack
 * creating and migrating its own (about 7 CPU-seconds each). The image runs it as its `migrate`
 * role (a Kubernetes Job, a compose service), so it writes JSON lines like the server
 * (server-logger.ts), as role `migrate`.
 */
const log = createServerLogger({ level: 'info', role: 'migrate' });
try {
  const db = await openDb(loadConfig(), log);
  try {
    const applied = await migrate(db);
    log.info(
      { migrations: applied },
      `migrate: ${applied.length ? `applied ${applied.join(', ')}` : 'nothing to apply'}`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof ConfigError) log.fatal({ problems: error.problems }, error.message);
  else log.fatal({ err: error }, 'migrate failed');
  process.exit(1);
}
