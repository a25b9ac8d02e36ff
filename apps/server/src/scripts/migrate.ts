import { ConfigError, loadConfig } from '../config/env';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';

/**
 * `npm run migrate`: creates the database if it is PGlite and not there yet, and applies the
 * migrations `npm start` would apply, without starting anything else. The browser suite makes one
 * migrated PGlite folder this way and copies it for each stack it starts, instead of every stack
 * creating and migrating its own (about 7 CPU-seconds each).
 */
async function main() {
  const db = await openDb(loadConfig());
  try {
    const applied = await migrate(db);
    console.log(`migrate: ${applied.length ? `applied ${applied.join(', ')}` : 'nothing to apply'}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
