import type { SourceFile } from './feature-boundaries';

/** Block and line comments, so a comment showing a key (`['team', 'summary', address]`) is not one. */
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm;
/**
 * A query key written out as an array. wagmi's own keys (`['readContract']`, `['readContracts']`,
 * `['balance']`) are named by wagmi for the chain reads it caches, not by an endpoint of ours.
 */
const QUERY_KEY_LITERAL = /\bqueryKey:\s*\[(?!\s*'(?:readContracts?|balance)'\s*\])[^\]\n]*\]?/g;
/** The one place query keys are made: from the endpoint declarations (lib/query/endpoint-query.ts). */
const KEY_MAKER = 'lib/query/endpoint-query.ts';

/**
 * The query keys written by hand in the app's code: each GET endpoint's key comes from its
 * declaration (`endpointQuery(routes.team.summary, address)`), so every screen showing it shares
 * one cache entry and a write refreshes them all by area. Lists `file: literal` per offender.
 */
export function findQueryKeyLiterals(files: readonly SourceFile[]): string[] {
  return files
    .filter(
      (file) => /\.tsx?$/.test(file.path) && !/\.test\.tsx?$/.test(file.path) && file.path !== KEY_MAKER,
    )
    .flatMap((file) =>
      [...file.source.replace(COMMENT, '$1').matchAll(QUERY_KEY_LITERAL)].map((m) => `${file.path}: ${m[0]}`),
    );
}
