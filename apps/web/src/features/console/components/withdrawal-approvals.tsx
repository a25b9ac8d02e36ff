import type { WithdrawalApprovals as Approvals } from '@woohoo/shared/api/operator';
import textStyle from '../../../components/layout/text.module.css';
import { describeApprovalCount, SECOND_APPROVAL_LABELS } from '../utils/describe-approvals';
import styles from './console.module.css';

/**
 * A waiting withdrawal's approvals (docs/rules.md "Treasury limits"): "1 of 2 approvals", why a
 * second operator is needed, and who approved so far (e2e: `approvals-<id>`). Shown only where a
 * second operator is needed or someone approved already.
 */
export function WithdrawalApprovals({ id, approvals }: { id: string; approvals: Approvals }) {
  if (approvals.needed === 1 && approvals.by.length === 0) return null;
  return (
    <div data-testid={`approvals-${id}`} data-needed={approvals.needed} data-count={approvals.by.length}>
      <strong>{describeApprovalCount(approvals)}</strong>
      {approvals.why && <span className={textStyle.muted}> ({SECOND_APPROVAL_LABELS[approvals.why]})</span>}
      {approvals.by.length > 0 && (
        <div className={`${textStyle.muted} ${styles.mono}`}>Approved by {approvals.by.join(', ')}</div>
      )}
    </div>
  );
}
