import { QueryClient } from '@tanstack/react-query';
import type { TroubledPayout } from '@woohoo/shared/api/operator-payouts';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, textOf } from '../../../testing/render-page';
import { payoutsQueryOptions } from '../api/get-payouts';
import { nextPayoutFlow, type PayoutFlow, type PayoutFlowEvent } from '../utils/payout-actions';
import { PayoutActionDialog, PayoutsScreen, PayoutTable } from './payouts-screen';

vi.mock('../api/console-client', () => ({
  consoleRequest: vi.fn(() => new Promise(() => {})),
  consoleSignInRequest: vi.fn(() => new Promise(() => {})),
}));

const ONE = 10n ** 18n;
const HASH = `0x${'cd'.repeat(32)}`;
const TO = '0x1111111111111111111111111111111111111111';

function makePayout(overrides: Partial<TroubledPayout> = {}): TroubledPayout {
  return {
    withdrawalId: '12',
    trouble: 'nonceCollided',
    asset: 'USDT',
    sent: (39n * ONE).toString(),
    amount: (40n * ONE).toString(),
    fee: ONE.toString(),
    to: TO,
    nonce: '7',
    txHash: `0x${'ab'.repeat(32)}`,
    withdrawalStatus: 'approved',
    ...overrides,
  };
}

/** The element in `node`'s tree (host elements and what hook-free components return) with this test id. */
function findByTestId(node: ReactNode, testId: string): ReactElement<Record<string, unknown>> | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findByTestId(child, testId);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement<Record<string, unknown>>(node)) return undefined;
  if (node.props['data-testid'] === testId) return node;
  return findByTestId(node.props.children as ReactNode, testId);
}

describe('PayoutsScreen (docs/rules.md "Payout runbook")', () => {
  it('lists each payout with its trouble, amount, recipient and the actions it offers', () => {
    const client = new QueryClient();
    client.setQueryData(payoutsQueryOptions().queryKey, {
      items: [
        makePayout(),
        makePayout({ withdrawalId: '13', trouble: 'vanished', withdrawalStatus: 'success' }),
        // A failed payout whose withdrawal was resolved already offers nothing.
        makePayout({ withdrawalId: '14', trouble: 'failed', withdrawalStatus: 'rejected' }),
      ],
    });
    const html = renderPage(client, <PayoutsScreen />);
    const text = textOf(html);
    expect(text).toContain('Nonce taken by another transaction');
    expect(text).toContain('39 USDT');
    expect(text).toContain(TO);
    expect(html).toContain('data-testid="payout-paid-12"');
    expect(html).toContain('data-testid="payout-retry-12"');
    // A vanished payout, its withdrawal read paid, offers the three actions too (docs/rules.md "Payout runbook").
    expect(html).toContain('data-testid="payout-retry-13"');
    expect(html).toContain('data-testid="payout-returned-13"');
    expect(html).toContain('data-testid="payout-paid-13"');
    expect(html).not.toContain('data-testid="payout-retry-14"');
    expect(text).toContain('No longer on the chain');
  });

  it('taps through "mark as paid": the button, a confirmation with amount, recipient and consequence, then the request', () => {
    let flow: PayoutFlow = { step: 'idle' };
    const dispatch = (event: PayoutFlowEvent) => {
      flow = nextPayoutFlow(flow, event);
    };
    const table = PayoutTable({
      items: [makePayout()],
      busy: false,
      onChoose: (action, payout) => dispatch({ type: 'choose', action, payout }),
    });
    const onClick = findByTestId(table, 'payout-paid-12')?.props.onClick;
    if (typeof onClick !== 'function') throw new Error('no "Mark as paid" button on the row');
    onClick();
    expect(flow).toMatchObject({ step: 'confirming', action: 'paid' });

    const dialog = textOf(
      renderPage(new QueryClient(), <PayoutActionDialog flow={flow} dispatch={dispatch} />),
    );
    expect(dialog).toContain('Mark as paid by a transaction: withdrawal #12?');
    expect(dialog).toContain('39 USDT');
    expect(dialog).toContain(TO);
    expect(dialog).toContain('checks on chain that the transaction is final and sent exactly 39 USDT');

    // Without a hash the confirmation does nothing; with one it sends the request.
    dispatch({ type: 'confirm' });
    expect(flow.step).toBe('confirming');
    dispatch({ type: 'type', txHash: ` ${HASH} ` });
    dispatch({ type: 'confirm' });
    expect(flow).toMatchObject({ step: 'sending', request: { action: 'paid', id: '12', txHash: HASH } });
    dispatch({ type: 'cancel' });
    expect(flow.step).toBe('sending');
    dispatch({ type: 'done', ok: true, message: 'Withdrawal #12: done' });
    expect(flow).toEqual({ step: 'idle', message: 'Withdrawal #12: done' });
  });

  it('asks a reason before returning a withdrawal to its user', () => {
    let flow = nextPayoutFlow({ step: 'idle' }, { type: 'choose', action: 'returned', payout: makePayout() });
    const dialog = textOf(
      renderPage(new QueryClient(), <PayoutActionDialog flow={flow} dispatch={() => {}} />),
    );
    expect(dialog).toContain("40 USDT goes back to the user's available balance");
    expect(nextPayoutFlow(flow, { type: 'confirm' }).step).toBe('confirming');
    flow = nextPayoutFlow(flow, { type: 'type', reason: 'The payout failed' });
    expect(nextPayoutFlow(flow, { type: 'confirm' })).toMatchObject({
      request: { action: 'returned', id: '12', reason: 'The payout failed' },
    });
  });

  it('says what each action does to a vanished payout: the settlement reversed, or standing', () => {
    const vanished = makePayout({ trouble: 'vanished', withdrawalStatus: 'success' });
    const consequence = (action: 'retry' | 'returned' | 'paid') =>
      textOf(
        renderPage(
          new QueryClient(),
          <PayoutActionDialog
            flow={nextPayoutFlow({ step: 'idle' }, { type: 'choose', action, payout: vanished })}
            dispatch={() => {}}
          />,
        ),
      );
    expect(consequence('retry')).toContain('The settlement is reversed in the ledger (40 USDT is held');
    expect(consequence('retry')).toContain('under the same payout id');
    expect(consequence('returned')).toContain("40 USDT goes back to the user's available balance");
    expect(consequence('returned')).toContain('Refused until the old transaction can never be mined');
    expect(consequence('paid')).toContain('The settlement stands');
  });
});
