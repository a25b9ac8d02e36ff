import { erc20Abi, type Hash, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayoutFaults } from '../../chain/payout-worker';
import { approvedUsdtWithdrawal } from '../../testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-app';
import {
  chainPayoutWorker,
  createRecordingLog,
  startTestChain,
  type TestChain,
} from '../../testing/test-chain';
import { testBackends } from '../../testing/test-db';
import { findLedgerBreaches } from '../ledger/ledger-invariant';
import { selectAssetTotals, selectUserBalances } from '../ledger/ledger-repository';

/** docs/rules.md "Payout runbook", through the operator API, against a real chain. */
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('the payout runbook on %s', (backend) => {
  let ctx: TestContext;
  let log: ReturnType<typeof createRecordingLog>;
  beforeEach(async () => {
    ctx = await createTestApp(backend, {
      payoutChain: {
        publicClient: chain.publicClient,
        chainId: chain.chainId,
        from: chain.treasury.account.address,
        tokenAddresses: { USDT: chain.contracts.usdt },
        payouts: chain.contracts.payouts,
        confirmations: 1,
        useFinalizedTag: false,
      },
    });
    log = createRecordingLog();
  });
  afterEach(async () => {
    await ctx.close();
  });

  const makeWorker = (faults?: PayoutFaults) =>
    chainPayoutWorker(chain, {
      db: ctx.db,
      log,
      faults,
    });
  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/operator/payouts${url}`,
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload,
    });
  let seq = 0;
  /** An approved withdrawal of `amountWei` (1 USDT fee) to a fresh address. */
  const approved = async (amountWei: bigint) => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const w = await approvedUsdtWithdrawal(ctx.db, address, amountWei, amountWei, `runbook-${seq++}`);
    const [row] = await ctx.db.query<{ user_id: string }>(
      'SELECT user_id::text FROM withdrawals WHERE id = $1',
      [w.id],
    );
    return { id: w.id, address, userId: row?.user_id ?? '' };
  };
  /** A payout that reverts: the treasury is emptied after it is signed, then refilled. */
  const failedPayout = async (amountWei: bigint) => {
    const w = await approved(amountWei);
    const held = await chain.usdtBalance(chain.treasury.account.address);
    const worker = makeWorker({ afterSign: () => chain.setUsdtBalance(chain.treasury.account.address, 0n) });
    try {
      expect(await worker.tick()).toMatchObject({ failed: 1 });
    } finally {
      await chain.setUsdtBalance(chain.treasury.account.address, held);
    }
    return w;
  };
  /** A USDT transfer the treasury sends itself (a person's transaction, outside the worker). */
  const treasuryTransfer = async (to: `0x${string}`, amountWei: bigint, nonce?: number): Promise<Hash> => {
    const hash = await chain.treasury.writeContract({
      address: chain.contracts.usdt,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, amountWei],
      ...(nonce === undefined ? {} : { nonce }),
    });
    await chain.publicClient.waitForTransactionReceipt({ hash });
    return hash;
  };
  const withdrawal = async (id: string) =>
    (
      await ctx.db.query<{ status: string; tx_hash: string | null }>(
        'SELECT status, tx_hash FROM withdrawals WHERE id = $1',
        [id],
      )
    )[0];
  const usdt = async (userId: string) =>
    (await selectUserBalances(ctx.db, userId))
      .filter((b) => b.asset === 'USDT')
      .map((b) => [b.bucket, b.balance]);
  const audits = (action: string) =>
    ctx.db.query<{ target: string; before: unknown; after: unknown }>(
      'SELECT target, before, after FROM operator_audit WHERE action = $1 ORDER BY id',
      [action],
    );
  const expectLedgerHolds = async () =>
    expect(findLedgerBreaches(await selectAssetTotals(ctx.db))).toEqual([]);

  it('lists a reverted payout, refuses to retry a mined one, and retries it with a new nonce paid by the worker', async () => {
    const mined = await approved(parseEther('20'));
    expect(await makeWorker().tick()).toMatchObject({ settled: 1 });
    const w = await failedPayout(parseEther('25'));
    const [old] = await ctx.db.query<{ nonce: string }>(
      'SELECT nonce::text FROM payouts WHERE withdrawal_id = $1',
      [w.id],
    );

    const list = await operator('GET', '');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toEqual([
      expect.objectContaining({
        withdrawalId: w.id,
        trouble: 'failed',
        sent: String(parseEther('24')),
        to: w.address,
      }),
    ]);

    const refused = await operator('POST', `/${mined.id}/retry`, {});
    expect([refused.statusCode, refused.json().code]).toEqual([409, 40945]);

    const retried = await operator('POST', `/${w.id}/retry`, {});
    expect(retried.json().data).toEqual({
      withdrawalId: w.id,
      withdrawalStatus: 'approved',
      payoutStatus: null,
      txHash: null,
    });
    // Idempotent: a replay answers the same and retires nothing more.
    expect((await operator('POST', `/${w.id}/retry`, {})).json().data).toEqual(retried.json().data);
    const history = await ctx.db.query<{ nonce: string; trouble: string }>(
      'SELECT nonce::text, trouble FROM payout_history WHERE withdrawal_id = $1',
      [w.id],
    );
    expect(history).toEqual([{ nonce: old?.nonce, trouble: 'failed' }]);
    expect((await audits('payout.retry')).map((a) => a.target)).toEqual([
      `withdrawal:${w.id}`,
      `withdrawal:${w.id}`,
    ]);

    expect(await makeWorker().tick()).toMatchObject({ signed: 1, settled: 1 });
    const [fresh] = await ctx.db.query<{ nonce: string }>(
      'SELECT nonce::text FROM payouts WHERE withdrawal_id = $1',
      [w.id],
    );
    expect(BigInt(fresh?.nonce ?? '0')).toBeGreaterThan(BigInt(old?.nonce ?? '0'));
    expect(await withdrawal(w.id)).toMatchObject({ status: 'success' });
    expect(await chain.usdtBalance(w.address)).toBe(parseEther('24'));
    expect((await operator('GET', '')).json().data.items).toEqual([]);
    await expectLedgerHolds();
  });

  it("returns a never-mined payout's withdrawal to its user through the ledger, once", async () => {
    const w = await failedPayout(parseEther('30'));
    const mined = await approved(parseEther('15'));
    expect(await makeWorker().tick()).toMatchObject({ settled: 1 });
    const refused = await operator('POST', `/${mined.id}/returned`, { reason: 'payout failed' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 40945]);

    const body = { reason: 'The payout failed; the amount is back in your balance' };
    const returned = await operator('POST', `/${w.id}/returned`, body);
    expect(returned.json().data).toMatchObject({
      withdrawalId: w.id,
      withdrawalStatus: 'rejected',
      payoutStatus: 'failed',
    });
    expect((await operator('POST', `/${w.id}/returned`, body)).statusCode).toBe(200);
    expect(await usdt(w.userId)).toEqual([
      ['available', String(parseEther('30'))],
      ['withdraw_hold', '0'],
    ]);
    const [audit] = await audits('payout.returned');
    expect(audit?.after).toMatchObject({ withdrawal: 'rejected', refunded: String(parseEther('30')) });
    // Returned, it leaves the list and is never signed again.
    expect((await operator('GET', '')).json().data.items).toEqual([]);
    expect(await makeWorker().tick()).toMatchObject({ signed: 0 });
    await expectLedgerHolds();
  });

  it('detects a nonce taken by another transaction, refuses a wrong paid-by, and settles by the right one', async () => {
    const w = await approved(parseEther('40'));
    // The worker dies after signing: its payout is stored, never broadcast.
    const crash = () => {
      throw new Error('simulated crash after sign');
    };
    await expect(makeWorker({ afterSign: crash }).tick()).rejects.toThrow('simulated crash');
    const [payout] = await ctx.db.query<{ nonce: string }>(
      'SELECT nonce::text FROM payouts WHERE withdrawal_id = $1',
      [w.id],
    );
    // A person pays it by hand with the same nonce: the payout's own transaction can never be mined.
    const byHand = await treasuryTransfer(w.address, parseEther('39'), Number(payout?.nonce));
    expect((await operator('GET', '')).json().data.items).toEqual([
      expect.objectContaining({ withdrawalId: w.id, trouble: 'nonceCollided' }),
    ]);

    const other = privateKeyToAccount(generatePrivateKey()).address;
    const wrongAmount = await treasuryTransfer(w.address, parseEther('38'));
    const wrongRecipient = await treasuryTransfer(other, parseEther('39'));
    const unknown = `0x${'ab'.repeat(32)}`;
    for (const txHash of [wrongAmount, wrongRecipient, unknown]) {
      const refused = await operator('POST', `/${w.id}/paid`, { txHash });
      expect([refused.statusCode, refused.json().code]).toEqual([409, 40946]);
    }
    expect(await withdrawal(w.id)).toMatchObject({ status: 'approved' });

    const paid = await operator('POST', `/${w.id}/paid`, { txHash: byHand });
    expect(paid.json().data).toEqual({
      withdrawalId: w.id,
      withdrawalStatus: 'success',
      payoutStatus: 'confirmed',
      txHash: byHand,
    });
    expect((await operator('POST', `/${w.id}/paid`, { txHash: byHand })).statusCode).toBe(200);
    expect(await withdrawal(w.id)).toEqual({ status: 'success', tx_hash: byHand });
    expect((await operator('GET', '')).json().data.items).toEqual([]);
    expect(await usdt(w.userId)).toEqual([
      ['available', '0'],
      ['withdraw_hold', '0'],
    ]);
    // The worker leaves it alone and pays the next one at a free nonce.
    const next = await approved(parseEther('12'));
    expect(await makeWorker().tick()).toMatchObject({ signed: 1, settled: 1, vanished: 0 });
    expect(await withdrawal(next.id)).toMatchObject({ status: 'success' });
    await expectLedgerHolds();
  });

  it('undoes vanished payouts through the ledger: returned once its nonce is used, paid by its transaction mined again, retried under the same id; each once', async () => {
    // A first payout approves Payouts for USDT, so nothing the reorganisation removes is an approval.
    await approved(parseEther('12'));
    expect(await makeWorker().tick()).toMatchObject({ settled: 1 });
    const before = await chain.testClient.snapshot();
    const b = await approved(parseEther('30'));
    const p = await approved(parseEther('40'));
    const r1 = await approved(parseEther('20'));
    const r2 = await approved(parseEther('25'));
    expect(await makeWorker().tick()).toMatchObject({ signed: 4, settled: 4 });
    const stored = new Map(
      (
        await ctx.db.query<{ withdrawal_id: string; signed_tx: `0x${string}`; tx_hash: Hash; nonce: string }>(
          'SELECT withdrawal_id::text, signed_tx, tx_hash, nonce::text FROM payouts',
        )
      ).map((row) => [row.withdrawal_id, row]),
    );
    const signedOf = (id: string) =>
      stored.get(id) ?? { signed_tx: '0x' as const, tx_hash: '0x' as Hash, nonce: '0' };
    const resend = async (id: string) => {
      const hash = await chain.publicClient.sendRawTransaction({
        serializedTransaction: signedOf(id).signed_tx,
      });
      await chain.publicClient.waitForTransactionReceipt({ hash });
      return hash;
    };

    // The blocks holding the four payouts are gone; the withdrawals read paid.
    await chain.testClient.revert({ id: before });
    await chain.testClient.mine({ blocks: 1 });
    expect(await makeWorker().tick()).toMatchObject({ vanished: 4, signed: 0 });
    expect((await operator('GET', '')).json().data.items).toEqual(
      [b, p, r1, r2].map((w) =>
        expect.objectContaining({ withdrawalId: w.id, trouble: 'vanished', withdrawalStatus: 'success' }),
      ),
    );
    const transfersOf = async (id: string) =>
      (
        await ctx.db.query<{ kind: string }>('SELECT kind FROM ledger_transfers WHERE ref = $1 ORDER BY id', [
          `withdraw:${id}`,
        ])
      ).map((t) => t.kind);

    // Returned: refused while its signed transaction could still be mined and pay a refunded user.
    const body = { reason: 'The payout was lost on chain; the amount is back in your balance' };
    const early = await operator('POST', `/${b.id}/returned`, body);
    expect([early.statusCode, early.json().code]).toEqual([409, 40948]);
    expect(early.json().msg).toMatch(/can still be mined/);
    // A person sends another transaction with its nonce: the old one can never be mined now.
    const cancel = await chain.treasury.sendTransaction({
      to: chain.treasury.account.address,
      value: 0n,
      nonce: Number(signedOf(b.id).nonce),
    });
    await chain.publicClient.waitForTransactionReceipt({ hash: cancel });
    const returned = await operator('POST', `/${b.id}/returned`, body);
    expect(returned.json().data).toEqual({
      withdrawalId: b.id,
      withdrawalStatus: 'rejected',
      payoutStatus: null,
      txHash: null,
    });
    expect((await operator('POST', `/${b.id}/returned`, body)).json().data).toEqual(returned.json().data);
    expect(await usdt(b.userId)).toEqual([
      ['available', String(parseEther('30'))],
      ['withdraw_hold', '0'],
    ]);
    expect(await transfersOf(b.id)).toEqual([
      'withdraw_hold',
      'withdraw_payout',
      'withdraw_payout_reversal',
      'withdraw_refund',
    ]);
    expect(await chain.usdtBalance(b.address)).toBe(0n);
    await expectLedgerHolds();

    // Paid by: its own transaction mined again in another block; the settlement stands.
    const again = await resend(p.id);
    const paid = await operator('POST', `/${p.id}/paid`, { txHash: again });
    expect(paid.json().data).toEqual({
      withdrawalId: p.id,
      withdrawalStatus: 'success',
      payoutStatus: 'confirmed',
      txHash: again,
    });
    expect((await operator('POST', `/${p.id}/paid`, { txHash: again })).json().data).toEqual(
      paid.json().data,
    );
    expect(await transfersOf(p.id)).toEqual(['withdraw_hold', 'withdraw_payout']);
    expect(await usdt(p.userId)).toEqual([
      ['available', '0'],
      ['withdraw_hold', '0'],
    ]);
    expect(await chain.usdtBalance(p.address)).toBe(parseEther('39'));

    // Retry: the settlement reversed, the withdrawal approved again and the old payout kept as history.
    for (const w of [r1, r2]) {
      const retried = await operator('POST', `/${w.id}/retry`, {});
      expect(retried.json().data).toEqual({
        withdrawalId: w.id,
        withdrawalStatus: 'approved',
        payoutStatus: null,
        txHash: null,
      });
      expect((await operator('POST', `/${w.id}/retry`, {})).json().data).toEqual(retried.json().data);
      expect(await withdrawal(w.id)).toEqual({ status: 'approved', tx_hash: null });
    }
    expect(await usdt(r1.userId)).toEqual([
      ['available', '0'],
      ['withdraw_hold', String(parseEther('20'))],
    ]);
    const history = await ctx.db.query<{ withdrawal_id: string; trouble: string; tx_hash: string }>(
      'SELECT withdrawal_id::text, trouble, tx_hash FROM payout_history WHERE withdrawal_id = ANY($1::bigint[]) ORDER BY id',
      [[b.id, r1.id, r2.id]],
    );
    expect(history).toEqual(
      [b, r1, r2].map((w) => ({ withdrawal_id: w.id, trouble: 'vanished', tx_hash: signedOf(w.id).tx_hash })),
    );
    const [retryAudit] = await audits('payout.retry');
    expect(retryAudit).toMatchObject({
      target: `withdrawal:${r1.id}`,
      before: { trouble: 'vanished', withdrawal: 'success', txHash: signedOf(r1.id).tx_hash },
      after: { withdrawal: 'approved', retired: true, settlementReversed: String(parseEther('20')) },
    });
    expect((await operator('GET', '')).json().data.items).toEqual([]);
    await expectLedgerHolds();

    // r1's old transaction comes back before the worker signs again: the worker finds its id paid
    // and settles by it; r2 is paid by a new payout under the same id. Each is paid once.
    const resurrected = await resend(r1.id);
    expect(await makeWorker().tick()).toMatchObject({ signed: 1, settled: 2, vanished: 0 });
    expect(await withdrawal(r1.id)).toEqual({ status: 'success', tx_hash: resurrected });
    expect(await withdrawal(r2.id)).toMatchObject({ status: 'success' });
    expect((await withdrawal(r2.id))?.tx_hash).not.toBe(signedOf(r2.id).tx_hash);
    expect(await chain.usdtBalance(r1.address)).toBe(parseEther('19'));
    expect(await chain.usdtBalance(r2.address)).toBe(parseEther('24'));
    for (const w of [r1, r2]) {
      expect(await transfersOf(w.id)).toEqual([
        'withdraw_hold',
        'withdraw_payout',
        'withdraw_payout_reversal',
        'withdraw_payout',
      ]);
      expect(await usdt(w.userId)).toEqual([
        ['available', '0'],
        ['withdraw_hold', '0'],
      ]);
    }
    // r2's old transaction can never pay now: its nonce is used and its id is paid.
    await expect(resend(r2.id)).rejects.toThrow();
    expect(await makeWorker().tick()).toMatchObject({ signed: 0, settled: 0, vanished: 0 });
    expect((await operator('GET', '')).json().data.items).toEqual([]);
    await expectLedgerHolds();
  });
});
