// The API journey of a fresh wallet, the way a client makes it on chain 56: sign in, approve and
// deposit on chain (credited at the `finalized` block), buy a node share, stake, withdraw above the
// auto-approval threshold, have an operator wallet approve it, and see it paid on chain and final.
import { rechargeAbi } from '@woohoo/contracts/abis';
import * as routes from '@woohoo/shared/endpoints/routes';
import { createWalletClient, erc20Abi, formatUnits, type Hash, http, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { call, signIn } from './api';
import { type RehearsalChain, viemChain } from './chain';
import { creditedTime, inclusionTime, ofTransaction } from './deposit-watch';
import { step, until } from './progress';
import type { Stack } from './stack';

const usdt = (amount: string) => parseUnits(amount, 18);
const DEPOSIT = usdt('2000');
/** A multiple of 10 from 10 to 1000 (docs/rules.md "Staking"). */
const STAKE = usdt('100');
/** At or above the default auto-approval threshold of 1,000 USDT, so an operator reviews it. */
const WITHDRAW = usdt('1200');
const PAYOUT_TIMEOUT_MS = 180_000;

export type JourneyFigures = { depositCreditMs: number; payoutFinalMs?: number };

export async function apiJourney(chain: RehearsalChain, stack: Stack): Promise<JourneyFigures> {
  // The two replicas share the session store: sign in on one, read on the other.
  const [api1, api2] = stack.apiUrls;
  const user = privateKeyToAccount(generatePrivateKey());
  await chain.fundGas(user.address, '1');
  await chain.mint(chain.contracts.usdt, user.address, DEPOSIT);
  const token = await signIn(api1, user);
  step(`api journey: ${user.address} signed in on replica 1 (1 BNB, 2000 USDT on chain)`);

  const wallet = createWalletClient({
    account: user,
    chain: viemChain(chain.rpcUrl),
    transport: http(chain.rpcUrl),
  });
  const approve = await wallet.writeContract({
    address: chain.contracts.usdt,
    abi: erc20Abi,
    functionName: 'approve',
    args: [chain.contracts.recharge, DEPOSIT],
  });
  await chain.publicClient.waitForTransactionReceipt({ hash: approve });
  const recharge: Hash = await wallet.writeContract({
    address: chain.contracts.recharge,
    abi: rechargeAbi,
    functionName: 'doRecharge',
    args: [DEPOSIT],
  });
  const [includedAt, creditedAt] = await Promise.all([
    inclusionTime(chain.publicClient, recharge),
    creditedTime(api2, token, ofTransaction(recharge)),
  ]);
  const depositCreditMs = creditedAt - includedAt;
  step(`api journey: deposit of 2000 USDT credited, seen on replica 2 ${depositCreditMs} ms after inclusion`);

  const nodes = await call<{ kinds: { kind: string; price: string; remaining: number }[] }>(
    api1,
    routes.nodes.overview,
    { token },
  );
  const kind = nodes.kinds.find((k) => k.remaining > 0 && BigInt(k.price) <= DEPOSIT - STAKE - WITHDRAW);
  if (!kind)
    throw new Error(`no node kind on sale within the journey's budget: ${JSON.stringify(nodes.kinds)}`);
  const order = await call<{ id: string; total: string }>(api2, routes.nodes.purchase, {
    token,
    body: { kind: kind.kind, shares: 1 },
  });
  step(
    `api journey: bought 1 ${kind.kind} node share for ${formatUnits(BigInt(order.total), 18)} USDT (order ${order.id})`,
  );

  const packages = await call<{ packages: { id: string; days: number }[] }>(api1, routes.stake.packages, {
    token,
  });
  const chosen = packages.packages[0];
  if (!chosen) throw new Error('no staking package in the rules in force');
  const stake = await call<{ id: string }>(api1, routes.stake.create, {
    token,
    body: { packageId: chosen.id, amount: STAKE.toString() },
  });
  step(`api journey: staked 100 USDT for ${chosen.days} days (order ${stake.id})`);

  const before = await chain.publicClient.readContract({
    address: chain.contracts.usdt,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [user.address],
  });
  const withdrawal = await call<{ id: string; status: string; received: string }>(
    api2,
    routes.withdraw.create,
    {
      token,
      body: { asset: 'USDT', amount: WITHDRAW.toString() },
    },
  );
  if (withdrawal.status !== 'reviewing')
    throw new Error(`a withdrawal of 1200 USDT should wait for review, it is ${withdrawal.status}`);
  step(`api journey: withdrawal ${withdrawal.id} of 1200 USDT under review`);

  const operatorToken = await signIn(api1, chain.keys.operator.account, routes.operator.session.login);
  const pending = await call<{ items: { id: string }[] }>(api1, routes.operator.withdrawals.list, {
    token: operatorToken,
    query: { status: 'reviewing', address: user.address },
  });
  if (!pending.items.some((item) => item.id === withdrawal.id))
    throw new Error(`the operator does not see withdrawal ${withdrawal.id} under review`);
  const approvedAt = Date.now();
  await call(api2, routes.operator.withdrawals.approve, {
    token: operatorToken,
    params: { id: withdrawal.id },
    body: {},
  });
  step(`api journey: operator wallet ${chain.keys.operator.account.address} approved it`);
  const finalAt = await until(
    `withdrawal ${withdrawal.id} paid and final`,
    async () => {
      const record = await call<{ status: string; txHash: string | null }>(api1, routes.withdraw.get, {
        token,
        params: { id: withdrawal.id },
      });
      if (record.status === 'rejected') throw new Error(`withdrawal ${withdrawal.id} was rejected`);
      return record.status === 'success' ? Date.now() : undefined;
    },
    { timeoutMs: PAYOUT_TIMEOUT_MS, everyMs: 50 },
  );
  const payoutFinalMs = finalAt - approvedAt;
  const after = await chain.publicClient.readContract({
    address: chain.contracts.usdt,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [user.address],
  });
  if (after - before !== BigInt(withdrawal.received))
    throw new Error(
      `the wallet received ${formatUnits(after - before, 18)} USDT on chain, the withdrawal says ${formatUnits(BigInt(withdrawal.received), 18)}`,
    );
  step(
    `api journey: paid ${formatUnits(after - before, 18)} USDT on chain, final ${payoutFinalMs} ms after the approval`,
  );
  return { depositCreditMs, payoutFinalMs };
}
