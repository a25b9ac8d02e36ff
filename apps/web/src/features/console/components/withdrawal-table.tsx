import type { OperatorWithdrawal } from '@woohoo/shared/api/operator';
import Button from 'antd-mobile/es/components/button';
import { Row } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { describeWithdrawalState } from '../utils/describe-withdrawal-state';
import { formatConsoleAmount } from '../utils/format-console-amount';
import { formatConsoleTime } from '../utils/format-console-time';
import styles from './console.module.css';
import { WithdrawalApprovals } from './withdrawal-approvals';

/**
 * Withdrawals as a table (cards on a phone): amount, fee, user, created time and payout state;
 * a withdrawal waiting for review has Approve and Reject (e2e: `withdrawal-row-<id>`,
 * `approve-<id>`, `reject-<id>`).
 */
export function WithdrawalTable({
  items,
  busy,
  onApprove,
  onReject,
}: {
  items: readonly OperatorWithdrawal[];
  busy: boolean;
  onApprove: (withdrawal: OperatorWithdrawal) => void;
  onReject: (withdrawal: OperatorWithdrawal) => void;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Amount</th>
            <th scope="col">Fee</th>
            <th scope="col">User</th>
            <th scope="col">Created</th>
            <th scope="col">State</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((w) => (
            <tr key={w.id} data-testid={`withdrawal-row-${w.id}`} data-status={w.status}>
              <td data-label="ID" className={styles.mono}>
                #{w.id}
              </td>
              <td data-label="Amount" className={styles.mono}>
                {formatConsoleAmount(w.amount, w.asset)}
              </td>
              <td data-label="Fee" className={styles.mono}>
                {formatConsoleAmount(w.fee, w.asset)}
              </td>
              <td data-label="User" className={styles.mono}>
                {w.user}
                {w.address !== w.user && <div className={textStyle.muted}>Pays to {w.address}</div>}
              </td>
              <td data-label="Created" className={styles.mono}>
                {formatConsoleTime(w.createdAt)}
              </td>
              <td data-label="State">
                {describeWithdrawalState(w.status, w.payout)}
                {w.rejectReason && <div className={textStyle.muted}>Reason: {w.rejectReason}</div>}
                {w.status === 'reviewing' && w.reviewReason === 'dailyLimit' && (
                  <div className={textStyle.muted}>
                    Held: the day's payouts reached the daily hot-wallet limit
                  </div>
                )}
                {w.status === 'reviewing' && w.reviewReason === 'velocity' && (
                  <div className={textStyle.muted}>
                    Held: this user's withdrawals of the last 24 hours passed the per-user limit
                  </div>
                )}
                {w.approvals && <WithdrawalApprovals id={w.id} approvals={w.approvals} />}
                {w.status === 'approved' && w.payoutWait && (
                  <div className={styles.warning} data-testid={`payout-wait-${w.id}`}>
                    Payout {w.payoutWait}
                    {w.payoutWaitSince && ` (since ${formatConsoleTime(w.payoutWaitSince)})`}
                  </div>
                )}
                {w.reviewedBy && <div className={textStyle.muted}>By {w.reviewedBy}</div>}
                {w.txHash && <div className={`${textStyle.muted} ${styles.mono}`}>Tx {w.txHash}</div>}
                {w.payoutRecognisedFromChain && (
                  <div className={textStyle.muted} data-testid={`payout-recognised-${w.id}`}>
                    Recognised from the chain: already paid there, nothing signed again
                  </div>
                )}
              </td>
              <td data-label="Actions">
                {w.status === 'reviewing' ? (
                  <Row wrap gap={6}>
                    <Button
                      size="small"
                      color="primary"
                      disabled={busy}
                      onClick={() => onApprove(w)}
                      aria-label={`Approve withdrawal #${w.id}`}
                      data-testid={`approve-${w.id}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="small"
                      color="danger"
                      fill="outline"
                      disabled={busy}
                      onClick={() => onReject(w)}
                      aria-label={`Reject withdrawal #${w.id}`}
                      data-testid={`reject-${w.id}`}
                    >
                      Reject
                    </Button>
                  </Row>
                ) : (
                  <span className={textStyle.muted}>—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
