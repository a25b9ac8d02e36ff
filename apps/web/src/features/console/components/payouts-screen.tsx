import type { TroubledPayout } from '@woohoo/shared/api/operator-payouts';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useReducer } from 'react';
import { Row, Stack } from '../../../components/layout/stack';
import { showToast } from '../../../lib/toast';
import { useActOnPayout } from '../api/act-on-payout';
import { usePayouts } from '../api/get-payouts';
import { describeConsoleError } from '../utils/describe-console-error';
import { formatConsoleAmount } from '../utils/format-console-amount';
import {
  canConfirm,
  nextPayoutFlow,
  PAYOUT_ACTION_LABELS,
  PAYOUT_TROUBLE_LABELS,
  type PayoutActionName,
  type PayoutFlow,
  type PayoutFlowEvent,
  payoutActions,
  payoutConfirmation,
} from '../utils/payout-actions';
import styles from './console.module.css';
import { ConsoleDialog, DialogSummary } from './console-dialog';
import { ConsoleEmpty, ConsoleError, ConsoleSkeleton } from './console-states';
import { PayoutSwitchPanel } from './payout-switch-panel';
import { TreasuryCold } from './treasury-cold';

/**
 * docs/rules.md "Payout runbook": the payouts that need an operator (reverted, vanished, nonce
 * taken), each action behind a confirmation with the amount, the recipient and what will happen.
 */
export function PayoutsScreen() {
  const query = usePayouts();
  const act = useActOnPayout();
  const [flow, dispatch] = useReducer(nextPayoutFlow, { step: 'idle' });
  useEffect(() => {
    if (flow.step !== 'sending') return;
    act.mutate(flow.request, {
      onSuccess: () =>
        dispatch({ type: 'done', ok: true, message: `Withdrawal #${flow.payout.withdrawalId}: done` }),
      onError: (error) => dispatch({ type: 'done', ok: false, message: describeConsoleError(error) }),
    });
  }, [flow, act.mutate]);
  useEffect(() => {
    if (flow.step === 'idle' && flow.message) showToast(flow.message);
  }, [flow]);
  return (
    <Stack as="section" gap={16} aria-labelledby="payouts-title">
      <h1 id="payouts-title" className={styles.title}>
        Payouts
      </h1>
      <PayoutSwitchPanel />
      {query.isPending ? (
        <ConsoleSkeleton />
      ) : query.isError ? (
        <ConsoleError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <ConsoleEmpty text="No payout needs an operator" />
      ) : (
        <PayoutTable
          items={query.data.items}
          busy={flow.step === 'sending'}
          onChoose={(action, payout) => dispatch({ type: 'choose', action, payout })}
        />
      )}
      <PayoutActionDialog flow={flow} dispatch={dispatch} />
      <TreasuryCold />
    </Stack>
  );
}

/** The payouts as a table, with the actions each offers (e2e: `payout-row-<id>`, `payout-<action>-<id>`). */
export function PayoutTable({
  items,
  busy,
  onChoose,
}: {
  items: readonly TroubledPayout[];
  busy: boolean;
  onChoose: (action: PayoutActionName, payout: TroubledPayout) => void;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Withdrawal</th>
            <th scope="col">Trouble</th>
            <th scope="col">Sends</th>
            <th scope="col">Recipient</th>
            <th scope="col">Transaction</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.withdrawalId} data-testid={`payout-row-${p.withdrawalId}`} data-trouble={p.trouble}>
              <td data-label="Withdrawal" className={styles.mono}>
                #{p.withdrawalId}
              </td>
              <td data-label="Trouble">{PAYOUT_TROUBLE_LABELS[p.trouble]}</td>
              <td data-label="Sends" className={styles.mono}>
                {formatConsoleAmount(p.sent, p.asset)}
              </td>
              <td data-label="Recipient" className={styles.mono}>
                {p.to}
              </td>
              <td data-label="Transaction" className={styles.mono}>
                {p.txHash} (nonce {p.nonce})
              </td>
              <td data-label="Actions">
                <Row wrap gap={6}>
                  {payoutActions(p).map((action) => (
                    <Button
                      key={action}
                      size="small"
                      color={action === 'returned' ? 'danger' : 'primary'}
                      disabled={busy}
                      onClick={() => onChoose(action, p)}
                      data-testid={`payout-${action}-${p.withdrawalId}`}
                    >
                      {PAYOUT_ACTION_LABELS[action]}
                    </Button>
                  ))}
                </Row>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The confirmation of the chosen action, with a reason (returned) or a transaction hash (paid) to type. */
export function PayoutActionDialog({
  flow,
  dispatch,
}: {
  flow: PayoutFlow;
  dispatch: (event: PayoutFlowEvent) => void;
}) {
  const fieldId = useId();
  if (flow.step === 'idle') return null;
  const action = flow.step === 'confirming' ? flow.action : flow.request.action;
  const confirmation = payoutConfirmation(action, flow.payout);
  return (
    <ConsoleDialog
      open
      title={confirmation.title}
      confirmText={PAYOUT_ACTION_LABELS[action]}
      danger={action === 'returned'}
      busy={flow.step === 'sending'}
      confirmDisabled={flow.step === 'confirming' && !canConfirm(flow)}
      onConfirm={() => dispatch({ type: 'confirm' })}
      onCancel={() => dispatch({ type: 'cancel' })}
    >
      <DialogSummary rows={confirmation.rows} />
      <p className={styles.hint} data-testid="payout-consequence">
        {confirmation.consequence}
      </p>
      {flow.step === 'confirming' && action === 'returned' && (
        <Stack as="label" gap={4} className={styles.field} htmlFor={fieldId}>
          Reason (shown to the user)
          <textarea
            id={fieldId}
            className={styles.textarea}
            value={flow.reason}
            maxLength={200}
            onChange={(event) => dispatch({ type: 'type', reason: event.target.value })}
            data-testid="payout-reason"
          />
        </Stack>
      )}
      {flow.step === 'confirming' && action === 'paid' && (
        <Stack as="label" gap={4} className={styles.field} htmlFor={fieldId}>
          Transaction hash
          <input
            id={fieldId}
            className={styles.input}
            value={flow.txHash}
            autoComplete="off"
            placeholder="0x…"
            onChange={(event) => dispatch({ type: 'type', txHash: event.target.value })}
            data-testid="payout-tx-hash"
          />
        </Stack>
      )}
    </ConsoleDialog>
  );
}
