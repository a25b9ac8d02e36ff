import { fundingAbi } from '@woohoo/contracts/abis';
import { createWalletClient, erc20Abi, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { anvil } from 'viem/chains';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvedUsdtWithdrawal } from '../../testing/money-helpers';
import { createTestApp, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-app';
import {
  chainPayoutWorker,
  createRecordingLog,
  startTestChain,
  type TestChain,
} from '../../testing/test-chain';
import { testBackends } from '../../testing/test-db';

/** docs/rules.md "The on-chain pool": a reward is a request the payout worker pays, nonce by nonce with payouts. */
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
  // A staker, so that the pool can take a reward (Funding.addReward needs one).
  const staker = chain.users[0];
  if (!staker) throw new Error('no test user');
  const wallet = createWalletClient({ account: staker, chain: anvil, transport: http(chain.rpcUrl) });
  const amount = parseEther('100');
  const approve = await wallet.writeContract({
    address: chain.contracts.usdt,
    abi: erc20Abi,
    functionName: 'approve',
    args: [chain.contracts.funding, amount],
  });
  await chain.publicClient.waitForTransactionReceipt({ hash: approve });
  const stake = await wallet.writeContract({
    address: chain.contracts.funding,
    abi: fundingAbi,
    functionName: 'deposit',
    args: [amount],
  });
  await chain.publicClient.waitForTransactionReceipt({ hash: stake });
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(testBackends())('pool rewards paid by the payout worker on %s', (backend) => {
  let ctx: TestContext;
  const log = createRecordingLog();
  beforeEach(async () => {
    // The API here has no key at all: it only records the request.
    ctx = await createTestApp(backend);
  });
  afterEach(async () => {
    await ctx.close();
  });

  const worker = () =>
    chainPayoutWorker(chain, {
      db: ctx.db,
      log,
      poolReward: { funding: chain.contracts.funding, rewardToken: chain.contracts.bhc },
    });
  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/operator/pool${url}`,
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload,
    });
  let seq = 0;
  const withdrawal = (amountWei: bigint) =>
    approvedUsdtWithdrawal(
      ctx.db,
      privateKeyToAccount(generatePrivateKey()).address,
      amountWei,
      amountWei,
      `pool-${backend}-${seq++}`,
    );
  const fundingBhc = () =>
    chain.publicClient.readContract({
      address: chain.contracts.bhc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [chain.contracts.funding],
    });
  /** Every nonce the treasury's recorded transactions took: payouts and pool rewards together. */
  const recordedNonces = async () =>
    (
      await ctx.db.query<{ nonce: string }>(
        `SELECT nonce::text FROM payouts WHERE from_address = $1
         UNION ALL SELECT nonce::text FROM pool_reward_transactions WHERE from_address = $1`,
        [chain.treasury.account.address],
      )
    ).map((r) => Number(r.nonce));

  it('records a request, pays it from the worker between payouts, and never reuses a nonce', async () => {
    const before = await fundingBhc();
    const first = await withdrawal(parseEther('20'));
    const requested = await operator('POST', '/reward', { amount: parseEther('100').toString() });
    expect(requested.json().data).toMatchObject({
      state: 'requested',
      txHash: null,
      amount: String(parseEther('100')),
    });
    const id: string = requested.json().data.id;
    const second = await withdrawal(parseEther('30'));

    const payer = worker();
    for (let tick = 0; tick < 5; tick++) {
      await payer.tick();
      if ((await operator('GET', `/rewards/${id}`)).json().data.state !== 'requested') break;
    }
    const done = (await operator('GET', `/rewards/${id}`)).json().data;
    expect(done).toMatchObject({ state: 'confirmed', failure: null });
    expect(done.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await fundingBhc()) - before).toBe(parseEther('100'));
    const statuses = await ctx.db.query<{ id: string; status: string }>(
      'SELECT id::text, status FROM withdrawals WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[first.id, second.id]],
    );
    expect(statuses.map((s) => s.status)).toEqual(['success', 'success']);

    // A second reward, with a payout signed in the same tick: the allowance is there, so addReward only.
    await withdrawal(parseEther('15'));
    const again = (await operator('POST', '/reward', { amount: parseEther('5').toString() })).json().data;
    for (let tick = 0; tick < 3; tick++) {
      await payer.tick();
      if ((await operator('GET', `/rewards/${again.id}`)).json().data.state !== 'requested') break;
    }
    expect((await operator('GET', `/rewards/${again.id}`)).json().data.state).toBe('confirmed');
    const nonces = await recordedNonces();
    expect(new Set(nonces).size).toBe(nonces.length);
    const steps = await ctx.db.query<{ step: string; status: string }>(
      'SELECT step, status FROM pool_reward_transactions ORDER BY nonce',
    );
    expect(steps.every((s) => s.status === 'success')).toBe(true);
    expect(steps.filter((s) => s.step === 'addReward')).toHaveLength(2);
    const audit = await ctx.db.query<{ target: string }>(
      "SELECT target FROM operator_audit WHERE action = 'pool.reward'",
    );
    expect(audit).toHaveLength(2);
  });

  it('fails a request the treasury cannot cover, with the reason, and sends nothing', async () => {
    const requested = (
      await operator('POST', '/reward', { amount: parseEther('100000000').toString() })
    ).json().data;
    await worker().tick();
    const done = (await operator('GET', `/rewards/${requested.id}`)).json().data;
    expect(done.state).toBe('failed');
    expect(done.failure).toMatch(/^the treasury holds .* BHC, less than the 100,000,000 asked$/);
    expect(await ctx.db.query('SELECT 1 FROM pool_reward_transactions')).toEqual([]);
  });
});
