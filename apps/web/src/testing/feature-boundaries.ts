import { posix } from 'node:path';

/**
 * STYLE "Where things live": shared code flows one way, shared -> features -> app. These folders
 * of src are the shared side; `app/` and the files at the root compose the features.
 */
const SHARED_FOLDERS = new Set(['components', 'config', 'hooks', 'lib', 'testing']);

/**
 * The page table: each page's path, title, tab, gate and lazy import in one entry (README
 * "Pages"). Its lazy `import()` of each page is how the app loads a page, not a dependency of
 * shared code on a feature: the table is the one shared file that may name features' pages.
 */
const PAGE_TABLE = 'config/route-table.ts';
const LAZY_IMPORT = /\bimport\(\s*(['"])([^'"\n]+)\1/g;

/**
 * The module a file names: `from '…'` (imports, `export … from`, CSS `composes: … from`),
 * `import '…'`, `import('…')`, CSS `@import '…'` and `require('…')`.
 */
const SPECIFIER = /\b(?:from|import|require)\s*\(?\s*(['"])([^'"\n]+)\1/g;

/** A file of src, by its path from src ('features/pool/components/pool-page.tsx'), and its text. */
export type SourceFile = { path: string; source: string };

/** The modules a source file imports, as written; for the page table, its static imports only. */
function importSpecifiers(path: string, source: string): string[] {
  const checked = path === PAGE_TABLE ? source.replace(LAZY_IMPORT, '') : source;
  return [...checked.matchAll(SPECIFIER)].map((match) => match[2] ?? '');
}

/** The feature a path from src lies in, if any. */
function featureOf(path: string): string | undefined {
  return /^features\/([^/]+)\//.exec(path)?.[1];
}

/**
 * The path from src that a specifier written in `file` points to, or undefined for a package.
 * The app has no path alias today; one that reaches a feature still names `features/<name>/`.
 */
function importTarget(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return posix.join(posix.dirname(file), specifier);
  return /(?:^|\/)(features\/[^/]+\/.*)$/.exec(specifier)?.[1];
}

/** Why importing `specifier` from `file` crosses a boundary, or undefined when it may. */
function boundaryBreach(file: string, specifier: string): string | undefined {
  const target = importTarget(file, specifier);
  const targetFeature = target === undefined ? undefined : featureOf(target);
  if (targetFeature === undefined) return undefined;
  const folder = file.split('/')[0] ?? '';
  if (SHARED_FOLDERS.has(folder)) return `shared code (${folder}/) imports the ${targetFeature} feature`;
  const ownFeature = featureOf(file);
  if (ownFeature !== undefined && ownFeature !== targetFeature) {
    return `the ${ownFeature} feature imports the ${targetFeature} feature`;
  }
  return undefined;
}

/** Every import that crosses a boundary, one line each: `file -> specifier: why`. */
export function findBoundaryBreaches(files: readonly SourceFile[]): string[] {
  return files.flatMap(({ path, source }) =>
    importSpecifiers(path, source).flatMap((specifier) => {
      const breach = boundaryBreach(path, specifier);
      return breach === undefined ? [] : [`${path} -> ${specifier}: ${breach}`];
    }),
  );
}
