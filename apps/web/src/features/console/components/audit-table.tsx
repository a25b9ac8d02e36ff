import type { AuditEntry } from '@woohoo/shared/api/operator';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { diffAuditChange } from '../utils/diff-audit-change';
import { formatAuditAmounts } from '../utils/format-audit-amounts';
import { formatConsoleTime } from '../utils/format-console-time';
import styles from './console.module.css';

/** Audit rows (e2e: `audit-row-<id>`): time, actor, action, target, request id and the change. */
export function AuditTable({ items }: { items: readonly AuditEntry[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Actor</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Request</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id} data-testid={`audit-row-${entry.id}`}>
              <td data-label="Time" className={styles.mono}>
                {formatConsoleTime(entry.createdAt)}
              </td>
              <td data-label="Actor" className={styles.mono}>
                {entry.actor}
              </td>
              <td data-label="Action">{entry.action}</td>
              <td data-label="Target" className={styles.mono}>
                {entry.target}
              </td>
              <td data-label="Request" className={styles.mono}>
                {entry.requestId}
              </td>
              <td data-label="Change">
                <AuditDiff
                  before={formatAuditAmounts(entry.action, entry.before)}
                  after={formatAuditAmounts(entry.action, entry.after)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `key: before → after`, one line per changed key. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const lines = diffAuditChange(before, after);
  if (lines.length === 0) return <span className={textStyle.muted}>No change recorded</span>;
  return (
    <Stack as="ul" gap={2} className={styles.diff}>
      {lines.map((line) => (
        <li key={line.key}>
          <span className={styles.diffKey}>{line.key}:</span> {line.before} →{' '}
          <span className={styles.diffAfter}>{line.after}</span>
        </li>
      ))}
    </Stack>
  );
}
