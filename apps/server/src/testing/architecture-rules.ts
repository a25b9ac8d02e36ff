import { posix } from 'node:path';
import ts from 'typescript';

/** A server source file: its path under apps/server/src (with `/`), and its text. */
export type SourceFile = { path: string; text: string };

/** What a file does that the module boundaries care about, read from its syntax tree. */
type FileFacts = {
  /** Server files it imports (statically, re-exports, `import()`), as paths under src. */
  imports: string[];
  /** `.query(`, `.copyFrom(` or `.exec(` calls: the database interface's ways to run SQL. */
  runsSql: boolean;
  /** A string or template literal holding an SQL statement. */
  holdsSql: boolean;
};

/**
 * An SQL statement's start, in the upper case the server writes SQL in. `DELETE` or `UPDATE`
 * alone (an HTTP method, a word in a message) is not one; `SELECT` followed by a column, a
 * function call or `*` is.
 */
const SQL_STATEMENT =
  /\b(SELECT\s+(DISTINCT\s+)?[\w*("']|INSERT\s+INTO\s|UPDATE\s+\w+(\s+\w+)?\s+SET\s|DELETE\s+FROM\s|WITH\s+(RECURSIVE\s+)?\w+(\s*\([^)]*\))?\s+AS\s+(NOT\s+)?(MATERIALIZED\s+)?\(|TRUNCATE\s|COPY\s+\w+)/;
const SQL_CALLS = new Set(['query', 'copyFrom', 'exec']);

/** True when `text` holds the start of an SQL statement. */
export function looksLikeSql(text: string): boolean {
  return SQL_STATEMENT.test(text);
}

/** Whether the path names a repository: the one kind of file that holds a module's SQL. */
export function isRepository(path: string): boolean {
  return path.endsWith('-repository.ts');
}

/** The module a path belongs to (`modules/<name>/...`), or undefined outside modules/. */
export function moduleOf(path: string): string | undefined {
  return /^modules\/([^/]+)\//.exec(path)?.[1];
}

function resolveImport(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  return [base, `${base}.ts`, base.replace(/\.js$/, '.ts')].find((candidate) => known.has(candidate));
}

function readFacts(file: SourceFile, known: ReadonlySet<string>): FileFacts {
  const tree = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const facts: FileFacts = { imports: [], runsSql: false, holdsSql: false };
  const addImport = (specifier: ts.Expression | undefined) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const target = resolveImport(file.path, specifier.text, known);
    if (target && !facts.imports.includes(target)) facts.imports.push(target);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) addImport(node.moduleSpecifier);
    else if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) addImport(node.arguments[0]);
      const callee = node.expression;
      // A regular expression's `.exec(` is not SQL.
      if (
        ts.isPropertyAccessExpression(callee) &&
        SQL_CALLS.has(callee.name.text) &&
        callee.expression.kind !== ts.SyntaxKind.RegularExpressionLiteral
      )
        facts.runsSql = true;
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      facts.holdsSql ||= looksLikeSql(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      facts.holdsSql ||= looksLikeSql(parts.join('$x'));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return facts;
}

/** The facts of every file, by path. */
export function readAllFacts(files: readonly SourceFile[]): Map<string, FileFacts> {
  const known = new Set(files.map((f) => f.path));
  return new Map(files.map((f) => [f.path, readFacts(f, known)]));
}

/**
 * (a) Files that run SQL or hold SQL text but are not a repository. `allowed` says which paths
 * may anyway (the database layer itself).
 */
export function findSqlOutsideRepositories(
  facts: ReadonlyMap<string, FileFacts>,
  allowed: (path: string) => boolean,
): string[] {
  return [...facts]
    .filter(([path, f]) => (f.runsSql || f.holdsSql) && !isRepository(path) && !allowed(path))
    .map(([path]) => `sql: ${path}`);
}

/** (b) A file of modules/<A>/ importing a repository of modules/<B>/, B not A. */
export function findForeignRepositoryImports(facts: ReadonlyMap<string, FileFacts>): string[] {
  return [...facts].flatMap(([path, f]) => {
    const own = moduleOf(path);
    if (!own) return [];
    return f.imports
      .filter((target) => isRepository(target) && moduleOf(target) !== undefined && moduleOf(target) !== own)
      .map((target) => `foreign repository: ${path} -> ${target}`);
  });
}

/** (c) A file of an infrastructure folder (`infraFolders`) importing any module's repository. */
export function findInfraRepositoryImports(
  facts: ReadonlyMap<string, FileFacts>,
  infraFolders: readonly string[],
): string[] {
  return [...facts].flatMap(([path, f]) => {
    if (!infraFolders.includes(path.split('/')[0]!)) return [];
    return f.imports
      .filter((target) => isRepository(target) && moduleOf(target) !== undefined)
      .map((target) => `infra uses repository: ${path} -> ${target}`);
  });
}

/**
 * (d) Import circles, each once, written from its alphabetically first file: a depth-first walk
 * that reports every edge back to a file still on the walk's path.
 */
export function findImportCircles(facts: ReadonlyMap<string, FileFacts>): string[] {
  const circles = new Set<string>();
  const done = new Set<string>();
  const path: string[] = [];
  const walk = (file: string): void => {
    const at = path.indexOf(file);
    if (at >= 0) {
      const circle = path.slice(at);
      const first = circle.indexOf([...circle].sort()[0]!);
      const rotated = [...circle.slice(first), ...circle.slice(0, first)];
      circles.add(`import circle: ${[...rotated, rotated[0]].join(' -> ')}`);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const target of facts.get(file)?.imports ?? []) walk(target);
    path.pop();
    done.add(file);
  };
  for (const file of [...facts.keys()].sort()) walk(file);
  return [...circles].sort();
}
