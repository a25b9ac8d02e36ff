import { posix } from 'node:path';

/**
 * STYLE "Where things live": shared code flows one way, shared -> features -> app. These folders
 * of src are the shared side; `app/` and the files at the root compose the features.
 */
const SHARED_FOLDERS = new Set(['components', 'config', 'hooks', 'lib', 'testing']);

/**
 * The module a file names: `from '…'` (imports, `export … from`, CSS `composes: … from`),
 * `import '…'`, `import('…')`, CSS `@import '…'` and `require('…')`.
 */
const SPECIFIER = /\b(?:from|import|require)\s*\(?\s*(['"])([^'"\n]+)\1/g;

/** A file of src, by its path from src ('features/pool/components/pool-page.tsx'), and its text. */
export type SourceFile = { path: string; source: string };

/** The modules a source file imports, as written, lazy `import()` included. */
function importSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[2] ?? '');
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
  const folder = file.split('/')[0] ?? '';
  // The app composes the features; no code below it (shared code, a feature) imports it, so the
  // page facts (config/route-table.ts) never reach back to the page code (app/page-code.ts). A
  // test may set up what the app sets up (app/setup-antd-mobile.ts): nothing imports a test.
  const belowApp = SHARED_FOLDERS.has(folder) || featureOf(file) !== undefined;
  if (target?.startsWith('app/') && belowApp && !/\.test\.tsx?$/.test(file)) {
    return `${SHARED_FOLDERS.has(folder) ? `shared code (${folder}/)` : `the ${featureOf(file)} feature`} imports the app`;
  }
  const targetFeature = target === undefined ? undefined : featureOf(target);
  if (targetFeature === undefined) return undefined;
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
    importSpecifiers(source).flatMap((specifier) => {
      const breach = boundaryBreach(path, specifier);
      return breach === undefined ? [] : [`${path} -> ${specifier}: ${breach}`];
    }),
  );
}
