import type { RulesPreview } from '@woohoo/shared/api/operator';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { formatAuditValue } from '../utils/diff-audit-change';
import { rulesValueInTokens } from '../utils/rules-value-in-tokens';
import styles from './console.module.css';

/** One side of a change: the stored value, and in whole tokens under it when it is an amount. */
function RulesValue({ path, value }: { path: string; value: unknown }) {
  const tokens = rulesValueInTokens(path, value);
  return (
    <>
      <span className={styles.mono}>{formatAuditValue(value)}</span>
      {tokens !== null && <div className={textStyle.muted}>= {tokens} tokens</div>}
    </>
  );
}

/** A rules preview's diff (e2e: `rules-changes`): each changed path with its value before → after. */
export function RulesChangesTable({ changes }: { changes: RulesPreview['changes'] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="rules-changes">
        <thead>
          <tr>
            <th scope="col">Path</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.path}>
              <td data-label="Path" className={styles.mono}>
                {change.path}
              </td>
              <td data-label="Before">
                <RulesValue path={change.path} value={change.before} />
              </td>
              <td data-label="After" className={styles.diffAfter}>
                → <RulesValue path={change.path} value={change.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Why a version cannot be saved, in red (e2e: `rules-problems`). */
export function RulesProblems({ problems }: { problems: readonly string[] }) {
  return (
    <Stack as="ul" gap={4} className={styles.problems} role="alert" data-testid="rules-problems">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </Stack>
  );
}
