import type { PayoutTrouble, TroubledPayout } from '@woohoo/shared/api/operator-payouts';
import { formatConsoleAmount } from './format-console-amount';

/** docs/rules.md "Payout runbook": the operator's three actions on a payout. */
export type PayoutActionName = 'retry' | 'returned' | 'paid';

/** What the console sends for an action. */
export type PayoutRequest =
  | { action: 'retry'; id: string }
  | { action: 'returned'; id: string; reason: string }
  | { action: 'paid'; id: string; txHash: string };

export const PAYOUT_TROUBLE_LABELS: Record<PayoutTrouble, string> = {
  failed: 'Reverted on chain',
  vanished: 'No longer on the chain',
  nonceCollided: 'Nonce taken by another transaction',
};

/**
 * The actions a payout offers: all three while its withdrawal is approved, or for a vanished
 * payout while its withdrawal reads paid (the settlement is reversed first, docs/rules.md
 * "Payout runbook"); none once it is resolved.
 */
export function payoutActions(payout: TroubledPayout): PayoutActionName[] {
  const open =
    payout.trouble === 'vanished'
      ? payout.withdrawalStatus === 'success'
      : payout.withdrawalStatus === 'approved';
  return open ? ['retry', 'returned', 'paid'] : [];
}

export const PAYOUT_ACTION_LABELS: Record<PayoutActionName, string> = {
  retry: 'Retry with a new nonce',
  returned: 'Return to the user',
  paid: 'Mark as paid by a transaction',
};

/** The confirmation of an action: its title, the payout's amount and recipient, and what will happen. */
export function payoutConfirmation(action: PayoutActionName, payout: TroubledPayout) {
  const sends = formatConsoleAmount(payout.sent, payout.asset);
  const rows = [
    { label: 'Withdrawal', value: `#${payout.withdrawalId}` },
    { label: 'Sends', value: sends },
    { label: 'Recipient', value: payout.to },
    { label: 'Payout', value: `${PAYOUT_TROUBLE_LABELS[payout.trouble]} (nonce ${payout.nonce})` },
  ];
  const amount = formatConsoleAmount(payout.amount, payout.asset);
  const consequence: Record<PayoutActionName, string> =
    payout.trouble === 'vanished'
      ? vanishedConsequences(payout, sends, amount)
      : {
          retry: `The old payout is kept as history and the payout worker signs a new one of ${sends} to ${payout.to} with a new nonce on its next tick.`,
          returned: `The withdrawal is rejected with your reason and ${amount} goes back to the user's available balance. Nothing is sent on chain.`,
          paid: `The server checks on chain that the transaction is final and sent exactly ${sends} from the treasury to ${payout.to}; then the withdrawal is settled as paid.`,
        };
  return {
    title: `${PAYOUT_ACTION_LABELS[action]}: withdrawal #${payout.withdrawalId}?`,
    rows,
    consequence: consequence[action],
  };
}

/** What each action does to a vanished payout, whose withdrawal reads paid (docs/rules.md "Payout runbook"). */
function vanishedConsequences(
  payout: TroubledPayout,
  sends: string,
  amount: string,
): Record<PayoutActionName, string> {
  return {
    retry: `The settlement is reversed in the ledger (${amount} is held for the withdrawal again), the old payout is kept as history and the payout worker signs a new payout of ${sends} to ${payout.to} under the same payout id, which the chain pays at most once. Refused while the chain shows the payout paid.`,
    returned: `The settlement is reversed, the withdrawal is rejected with your reason and ${amount} goes back to the user's available balance. Refused until the old transaction can never be mined (its nonce used by another transaction): until then, retry it.`,
    paid: `The server checks on chain that the transaction is final and sent exactly ${sends} from the treasury to ${payout.to}, and that the old transaction cannot pay again (it is that transaction mined again, or it pays the same payout id). The settlement stands; only its transaction changes.`,
  };
}

/**
 * The screen's flow, pure so a test taps through it: `idle`, a chosen action `confirming`
 * (with what the operator typed), `sending` the request, and back to `idle` with a message.
 */
export type PayoutFlow =
  | { step: 'idle'; message?: string }
  | { step: 'confirming'; action: PayoutActionName; payout: TroubledPayout; reason: string; txHash: string }
  | { step: 'sending'; request: PayoutRequest; payout: TroubledPayout };

export type PayoutFlowEvent =
  | { type: 'choose'; action: PayoutActionName; payout: TroubledPayout }
  | { type: 'type'; reason?: string; txHash?: string }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'done'; ok: boolean; message: string };

/** Whether the confirmation may be sent: a reason for a return, a transaction hash for paid-by. */
export function canConfirm(flow: Extract<PayoutFlow, { step: 'confirming' }>): boolean {
  if (flow.action === 'returned') return flow.reason.trim().length >= 1 && flow.reason.trim().length <= 200;
  if (flow.action === 'paid') return /^0x[0-9a-fA-F]{64}$/.test(flow.txHash.trim());
  return true;
}

export function nextPayoutFlow(flow: PayoutFlow, event: PayoutFlowEvent): PayoutFlow {
  if (event.type === 'choose' && flow.step !== 'sending')
    return { step: 'confirming', action: event.action, payout: event.payout, reason: '', txHash: '' };
  if (flow.step === 'confirming') {
    if (event.type === 'cancel') return { step: 'idle' };
    if (event.type === 'type')
      return { ...flow, reason: event.reason ?? flow.reason, txHash: event.txHash ?? flow.txHash };
    if (event.type === 'confirm' && canConfirm(flow))
      return { step: 'sending', request: requestOf(flow), payout: flow.payout };
  }
  if (flow.step === 'sending' && event.type === 'done') return { step: 'idle', message: event.message };
  return flow;
}

function requestOf(flow: Extract<PayoutFlow, { step: 'confirming' }>): PayoutRequest {
  const id = flow.payout.withdrawalId;
  if (flow.action === 'returned') return { action: 'returned', id, reason: flow.reason.trim() };
  if (flow.action === 'paid') return { action: 'paid', id, txHash: flow.txHash.trim() };
  return { action: 'retry', id };
}
