import type { OperatorWithdrawal } from '@woohoo/shared/api/operator';
import { REJECT_REASON_MAX } from '@woohoo/shared/constants';
import { useId, useState } from 'react';
import { Stack } from '../../../components/layout/stack';
import { formatConsoleAmount, withdrawalReceivedWei } from '../utils/format-console-amount';
import styles from './console.module.css';
import { ConsoleDialog, DialogSummary } from './console-dialog';

function withdrawalRows(w: OperatorWithdrawal) {
  return [
    { label: 'Withdrawal', value: `#${w.id}` },
    { label: 'User', value: w.address },
    { label: 'Amount', value: formatConsoleAmount(w.amount, w.asset) },
    { label: 'Fee', value: formatConsoleAmount(w.fee, w.asset) },
    { label: 'User receives', value: formatConsoleAmount(withdrawalReceivedWei(w.amount, w.fee), w.asset) },
  ];
}

/** "Approve withdrawal?" with the amount, the fee and what the user receives. */
export function ApproveDialog({
  withdrawal,
  busy,
  onConfirm,
  onCancel,
}: {
  withdrawal: OperatorWithdrawal;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConsoleDialog
      open
      title={`Approve withdrawal #${withdrawal.id}?`}
      confirmText="Approve"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogSummary rows={withdrawalRows(withdrawal)} />
      <p className={styles.hint}>The payout is signed and sent on chain after approval.</p>
    </ConsoleDialog>
  );
}

/**
 * "Reject withdrawal?" with a required reason (1..200 characters, counted) that the user reads
 * with the rejected withdrawal; the amount goes back to the user's balance.
 */
export function RejectDialog({
  withdrawal,
  busy,
  onConfirm,
  onCancel,
}: {
  withdrawal: OperatorWithdrawal;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const length = reason.trim().length;
  const valid = length >= 1 && length <= REJECT_REASON_MAX;
  return (
    <ConsoleDialog
      open
      title={`Reject withdrawal #${withdrawal.id}?`}
      confirmText="Reject"
      danger
      busy={busy}
      confirmDisabled={!valid}
      onConfirm={() => onConfirm(reason.trim())}
      onCancel={onCancel}
    >
      <DialogSummary rows={withdrawalRows(withdrawal)} />
      <Stack as="label" gap={4} className={styles.field} htmlFor={reasonId}>
        Reason (shown to the user)
        <textarea
          id={reasonId}
          className={styles.textarea}
          value={reason}
          maxLength={REJECT_REASON_MAX}
          required
          aria-describedby={`${reasonId}-count`}
          onChange={(event) => setReason(event.target.value)}
          data-testid="reject-reason"
        />
      </Stack>
      <span id={`${reasonId}-count`} className={styles.counter} aria-live="polite">
        {reason.length}/{REJECT_REASON_MAX}
      </span>
      <p className={styles.hint}>The withdrawal is refunded to the user's available balance.</p>
    </ConsoleDialog>
  );
}
