import type { SourceFile } from './feature-boundaries';

/** Block and line comments, so a comment naming an endpoint (`POST /api/swap`) is not a literal. */
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm;
/** A string or template literal that starts with an API path. */
const API_PATH_LITERAL = /(['"`])\/api\/[^'"`\n]*\1?/g;

/**
 * The API paths written out in the app's code: each endpoint is declared once in
 * `@woohoo/shared/endpoints` and called through `api.call(routes.<area>.<name>)`, so there are
 * none outside tests. Lists `file: literal` per offender.
 */
export function findApiPathLiterals(files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => /\.tsx?$/.test(file.path) && !/\.test\.tsx?$/.test(file.path))
    .flatMap((file) =>
      [...file.source.replace(COMMENT, '$1').matchAll(API_PATH_LITERAL)].map((m) => `${file.path}: ${m[0]}`),
    );
}
