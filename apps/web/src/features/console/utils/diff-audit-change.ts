/** One line of an audit row's change: `key: before → after`. */
export type AuditDiffLine = { key: string; before: string; after: string };

/** What a side of the change shows when it has no value (a creation, a deletion, a missing key). */
export const ABSENT = '—';

const MAX_VALUE_CHARS = 80;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as one short line: strings as they are, anything else as compact JSON, cut at 80 characters. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return ABSENT;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

/**
 * The compact diff of an audit row's `before` and `after` (docs/rules.md "Operators, the audit
 * and balance adjustments"): for two objects, the keys whose value changed, in the order they
 * first appear; a key on one side only shows "—" on the other. Anything else (a creation from
 * null, a plain value) is one line keyed "value" unless it is an object, whose keys are then
 * listed against "—".
 */
export function diffAuditChange(before: unknown, after: unknown): AuditDiffLine[] {
  const beforeRecord = isRecord(before) ? before : before == null ? {} : undefined;
  const afterRecord = isRecord(after) ? after : after == null ? {} : undefined;
  if (!beforeRecord || !afterRecord) {
    return [{ key: 'value', before: formatAuditValue(before), after: formatAuditValue(after) }];
  }
  const keys = [...new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)])];
  return keys
    .map((key) => ({
      key,
      before: formatAuditValue(beforeRecord[key]),
      after: formatAuditValue(afterRecord[key]),
    }))
    .filter((line) => line.before !== line.after);
}
