import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPostgresTemplate,
  dropPostgresDatabase,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  writePgliteTemplate,
} from './db-templates';
import { buildServerBundle } from './server-process';

/**
 * Once per `vitest run` of the server: the built server (server-process.ts), and the migrated
 * templates every test database is copied from (testing/db-templates.ts), removed when the run
 * ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // The product as the process tests run it (faults, local-crash).
  buildServerBundle();
  const dir = mkdtempSync(join(tmpdir(), 'woohoo-test-templates-'));
  const pgliteFile = join(dir, 'pglite.tar');
  const serverUrl = process.env.DATABASE_URL;
  const [postgresTemplate] = await Promise.all([
    serverUrl ? createPostgresTemplate(serverUrl) : undefined,
    writePgliteTemplate(pgliteFile),
  ]);
  process.env[PGLITE_TEMPLATE_ENV] = pgliteFile;
  if (postgresTemplate) process.env[POSTGRES_TEMPLATE_ENV] = postgresTemplate;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) await dropPostgresDatabase(serverUrl, postgresTemplate);
  };
}
