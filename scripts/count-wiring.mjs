#!/usr/bin/env node
// `node scripts/count-wiring.mjs [root]`: the counts of how the product is wired, read from its
// files: where endpoints, pages, imports, SQL and styles are written. Each should stay at zero
// (the architecture tests in apps/web/src and apps/server/src enforce it) except the CSS lines,
// which are a size. Run it on an old checkout (`git worktree add /tmp/old <commit>`) to compare.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

const root = process.argv[2] ?? process.cwd();

function files(dir, test) {
  // Files only: forge's build output has folders named after contracts (`out/ERC20.sol/`).
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(join(root, dir), join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.includes('node_modules') && test(path))
    .map((path) => ({ path: `${dir}/${path}`, source: readFileSync(join(root, dir, path), 'utf8') }));
}

const isCode = (path) => /\.(tsx?|mjs)$/.test(path);
const isTest = (path) => /\.test\.tsx?$/.test(path) || /(^|\/)testing\//.test(path);
const stripComments = (source) => source.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');
const count = (items, pattern) =>
  items.reduce((n, f) => n + [...stripComments(f.source).matchAll(pattern)].length, 0);

const web = files('apps/web/src', (p) => isCode(p) && !isTest(p));
const server = files('apps/server/src', (p) => isCode(p) && !isTest(p));

/** Relative imports of a file, resolved to paths from the repository root. */
function imports(file) {
  return [...file.source.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) =>
    posix.join(posix.dirname(file.path), m[1]),
  );
}

const feature = (path) => /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1];
const crossFeature = web.flatMap((f) =>
  imports(f).filter((to) => feature(f.path) && feature(to) && feature(to) !== feature(f.path)),
);

const serverModule = (path) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(path)?.[1];
// A module importing another module's repository (the chain workers, scripts and main compose
// modules and are left to the architecture test's own rules).
const crossRepository = server.flatMap((f) =>
  imports(f).filter(
    (to) =>
      /-repository$/.test(to) &&
      serverModule(f.path) !== undefined &&
      serverModule(to) !== undefined &&
      serverModule(to) !== serverModule(f.path),
  ),
);
const RUNS_SQL = /\.(query|copyFrom|exec)(<[^>]*>)?\(/;
const sqlOutsideRepositories = server.filter(
  (f) =>
    RUNS_SQL.test(f.source) && !/-repository\.ts$/.test(f.path) && !/^apps\/server\/src\/db\//.test(f.path),
);

/** Import circles among the server's files: each strongly connected group of two or more. */
function circles(items) {
  const paths = new Set(items.map((f) => f.path.replace(/\.ts$/, '')));
  const edges = new Map(
    items.map((f) => [f.path.replace(/\.ts$/, ''), imports(f).filter((to) => paths.has(to))]),
  );
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (v) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!order.has(w)) visit(w);
      if (stack.includes(w)) low.set(v, Math.min(low.get(v), low.get(w)));
    }
    if (low.get(v) === order.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group);
    }
  };
  for (const v of edges.keys()) if (!order.has(v)) visit(v);
  return found;
}

// A query key written as an array outside the one place keys are made from the endpoint
// declarations (apps/web/src/lib/query/endpoint-query.ts); wagmi's own chain-read keys aside.
const QUERY_KEY_LITERAL = /\bqueryKey:\s*\[(?!\s*'(?:readContracts?|balance)'\s*\])/g;
const KEY_MAKER = 'apps/web/src/lib/query/endpoint-query.ts';

const css = files('apps/web/src', (p) => p.endsWith('.css'));
const everything = [
  ...files('apps', (p) => /\.(tsx?|mjs|css)$/.test(p)),
  ...files('packages', (p) => /\.(tsx?|mjs|sol)$/.test(p)),
  ...files('e2e', (p) => /\.(tsx?|mjs)$/.test(p)),
  ...files('bench', (p) => /\.(tsx?|mjs)$/.test(p)),
  ...files('scripts', (p) => /\.(tsx?|mjs)$/.test(p)),
];
const ISSUE_IN_COMMENT = /(\/\/|\/\*|^\s*\*).*\b(issue|ticket)s? #?\d+|(\/\/|\/\*|^\s*\*).*\(#\d+\)/gim;

const lines = {
  web_api_path_literals: count(web, /(['"`])\/api\//g),
  web_page_path_literals_outside_route_table: count(
    web.filter((f) => !/(app|config)\/route-table\.ts$/.test(f.path)),
    /(['"`])\/pages\//g,
  ),
  web_feature_to_feature_imports: crossFeature.length,
  web_hand_written_query_keys: count(
    web.filter((f) => f.path !== KEY_MAKER),
    QUERY_KEY_LITERAL,
  ),
  web_query_key_files: web.filter((f) => /query-keys?\.tsx?$/.test(f.path)).length,
  server_cross_module_repository_imports: crossRepository.length,
  server_files_running_sql_outside_repositories: sqlOutsideRepositories.length,
  server_import_circles: circles(server).length,
  css_files: css.length,
  css_lines: css.reduce((n, f) => n + f.source.split('\n').length - (f.source.endsWith('\n') ? 1 : 0), 0),
  comments_citing_issue_numbers: everything.reduce(
    (n, f) => n + [...f.source.matchAll(ISSUE_IN_COMMENT)].length,
    0,
  ),
};
if (process.env.VERBOSE)
  console.log({
    circles: circles(server),
    sqlOutsideRepositories: sqlOutsideRepositories.map((f) => f.path),
    crossRepository,
  });
for (const [name, value] of Object.entries(lines)) console.log(`${name.padEnd(48)} ${value}`);
console.log(
  `wiring ${Object.entries(lines)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')}`,
);
