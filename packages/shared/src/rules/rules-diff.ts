/** One value that differs between two rules configurations, at its path (`stake.packages[0].days`). */
export type RulesChange = { path: string; before: unknown; after: unknown };

/**
 * What a new rules version changes: every leaf that differs between the stored JSON forms, in
 * document order, with `undefined` where a side lacks it. The console shows this before the
 * operator saves, so no version is written blind.
 */
export function diffRules(before: unknown, after: unknown, path = ''): RulesChange[] {
  if (isBranch(before) && isBranch(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = Array.isArray(before)
      ? [...Array(Math.max(before.length, (after as unknown[]).length)).keys()].map(String)
      : [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      diffRules(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        Array.isArray(before) ? `${path}[${key}]` : path ? `${path}.${key}` : key,
      ),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: path || '(root)', before, after }];
}

function isBranch(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}
