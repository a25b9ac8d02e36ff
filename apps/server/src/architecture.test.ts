import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  findForeignRepositoryImports,
  findImportCircles,
  findInfraRepositoryImports,
  findSqlOutsideRepositories,
  readAllFacts,
  type SourceFile,
} from './testing/architecture-rules';

/**
 * Modules own their tables (DESIGN, STYLE "Let tools hold the boundaries"): only a module's
 * `*-repository.ts` runs or holds SQL, and a module reaches another module's data through that
 * module's service, never its repository.
 *
 * What is scanned: every .ts file under src/ except
 * - `*.test.ts`: tests set up and inspect the database directly, as an operator would;
 * - `testing/`: the tests' helpers (database templates, row counts, fault workloads), which do
 *   the same on the tests' behalf; the product never imports them.
 * Import circles are looked for in testing/ too.
 */
const SRC = fileURLToPath(new URL('.', import.meta.url));

/**
 * Where SQL may live outside a repository: `db/` is the database layer itself (the drivers, the
 * migration runner, transactions), which every repository is written on.
 */
const SQL_ALLOWED = (path: string) => path.startsWith('db/');

/**
 * Infrastructure: it serves every module and must not depend on any module's repository.
 * `chain/` is not in it: its workers are the chain-facing side of the deposit and withdraw
 * modules. `scripts/`, `app.ts` and `main.ts` compose the modules and are not in it either.
 */
const INFRA_FOLDERS = ['cache', 'http', 'plugins', 'jobs', 'db', 'mail'];

function readServerSources(): SourceFile[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => ({ path, text: readFileSync(`${SRC}${path}`, 'utf8') }));
}

/** Every finding of the four rules over `files`. */
function findAll(files: readonly SourceFile[]) {
  const facts = readAllFacts(files);
  const scanned = new Map([...facts].filter(([path]) => !path.startsWith('testing/')));
  return {
    'SQL outside a repository': findSqlOutsideRepositories(scanned, SQL_ALLOWED),
    "import of another module's repository": findForeignRepositoryImports(scanned),
    'infrastructure importing a repository': findInfraRepositoryImports(scanned, INFRA_FOLDERS),
    'import circle': findImportCircles(facts),
  };
}

describe('the rules catch a planted example', () => {
  const source = (path: string, text: string): SourceFile => ({ path, text });

  it('finds SQL run or written outside a repository, and nothing else', () => {
    const found = findAll([
      source('modules/a/a-service.ts', "export const f = (db) => db.query('SELECT 1');"),
      source('modules/a/a-view.ts', `export const sql = \`SELECT id FROM users WHERE id = \${id}\`;`),
      source('modules/a/a-copy.ts', "export const f = (tx) => tx.copyFrom('x', []);"),
      source('http/a-lock.ts', 'export const f = (db) => db.query<{ ok: boolean }>(text);'),
      source('modules/a/a-repository.ts', "export const f = (db) => db.query('SELECT 1');"),
      source('db/a-driver.ts', "export const f = (pg) => pg.exec('CREATE TABLE t (x int)');"),
      source('testing/a-helper.ts', "export const f = (db) => db.query('SELECT 1');"),
      source(
        'plugins/a-plugin.ts',
        "// SELECT id FROM users\nexport const m = ['DELETE', 'UPDATE'];\nexport const t = /x/.exec('x');",
      ),
    ])['SQL outside a repository'];
    expect(found.sort()).toEqual([
      'sql: http/a-lock.ts',
      'sql: modules/a/a-copy.ts',
      'sql: modules/a/a-service.ts',
      'sql: modules/a/a-view.ts',
    ]);
  });

  it("finds a module importing another module's repository, and an infrastructure file any", () => {
    const found = findAll([
      source(
        'modules/a/a-service.ts',
        "import { f } from '../b/b-repository';\nimport { g } from './a-repository';",
      ),
      source('modules/a/a-types.ts', "import type { B } from '../b/b-repository';"),
      source('modules/a/a-routes.ts', "import { h } from '../b/b-service';"),
      source('modules/a/a-repository.ts', ''),
      source('modules/b/b-repository.ts', ''),
      source('modules/b/b-service.ts', ''),
      source('cache/a-cache.ts', "export { f } from '../modules/b/b-repository';"),
      source('jobs/a-job.ts', "import { j } from './job-repository';"),
      source('jobs/job-repository.ts', ''),
    ]);
    expect(found["import of another module's repository"].sort()).toEqual([
      'foreign repository: modules/a/a-service.ts -> modules/b/b-repository.ts',
      'foreign repository: modules/a/a-types.ts -> modules/b/b-repository.ts',
    ]);
    expect(found['infrastructure importing a repository']).toEqual([
      'infra uses repository: cache/a-cache.ts -> modules/b/b-repository.ts',
    ]);
  });

  it('finds an import circle once, and no circle in a tree', () => {
    const found = findAll([
      source('modules/a/c.ts', "import { a } from './a';"),
      source('modules/a/a.ts', "import { b } from './b';"),
      source('modules/a/b.ts', "import type { C } from './c';\nimport { d } from './d';"),
      source('modules/a/d.ts', "export const d = await import('../e/e');"),
      source('modules/e/e.ts', ''),
    ])['import circle'];
    expect(found).toEqual([
      'import circle: modules/a/a.ts -> modules/a/b.ts -> modules/a/c.ts -> modules/a/a.ts',
    ]);
  });
});

describe('server modules own their tables', () => {
  const found = findAll(readServerSources());

  for (const [rule, findings] of Object.entries(found)) {
    it(`has no ${rule}`, () => {
      expect(findings).toEqual([]);
    });
  }
});
