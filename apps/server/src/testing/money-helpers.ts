import { randomUUID } from 'node:crypto';
import type { TransparencyReport } from '@woohoo/shared/api/money';
import type { Asset } from '@woohoo/shared/assets';
import type { PrivateKeyAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Db, Queryable } from '../db/db';
import { ingestConfirmedDeposits } from '../modules/deposit/deposit-service';
import type { UserRecord } from '../modules/user/user-record';
import { findUserById } from '../modules/user/user-service';
import { requestWithdrawal } from '../modules/withdraw/withdraw-service';
import { until } from './server-process';
import { signIn, type TestContext } from './test-app';

export const T = 10n ** 18n;

export type TestUser = { account: PrivateKeyAccount; token: string; id: string };

/** A fresh wallet, signed in, with its user id. */
export async function newUser(ctx: TestContext, referrer?: TestUser): Promise<TestUser> {
  const account = privateKeyToAccount(generatePrivateKey());
  const token = await signIn(ctx, account, referrer?.account.address);
  const [row] = await ctx.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE address = $1', [
    account.address,
  ]);
  if (!row) throw new Error('signed-in user has no row');
  return { account, token, id: row.id };
}

let fakeTx = 0;

/** Credits a deposit as the indexer would for a confirmed `Recharge` log. */
export async function deposit(tx: Queryable, address: string, amountWei: bigint, asset: Asset = 'USDT') {
  fakeTx++;
  await ingestConfirmedDeposits(tx, [
    {
      chainId: 31337,
      txHash: `0x${fakeTx.toString(16).padStart(64, '0')}`,
      logIndex: 0,
      blockNumber: BigInt(fakeTx),
      blockHash: `0x${'ab'.repeat(32)}`,
      address,
      asset,
      amountWei,
    },
  ]);
}

/** A USDT withdrawal as the API takes one: minimum 10, fee 1, approved at once below 1000 tokens. */
export function withdrawUsdt(db: Db, user: UserRecord, amountWei: bigint, idempotencyKey: string) {
  return requestWithdrawal(
    { db, minWei: 10n * T, feeWei: T, autoApproveBelowWei: 1000n * T, explorerUrl: undefined },
    user,
    { asset: 'USDT', amountWei, idempotencyKey },
  );
}

/**
 * A new user at `address` with `depositWei` USDT credited and a withdrawal of `withdrawWei`,
 * approved at once: a payout for the payout worker to make.
 */
export async function approvedUsdtWithdrawal(
  db: Db,
  address: string,
  depositWei: bigint,
  withdrawWei: bigint,
  idempotencyKey: string,
) {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO users (address) VALUES ($1) RETURNING id::text AS id',
    [address],
  );
  const user = row && (await findUserById(db, row.id));
  if (!user) throw new Error('no user record');
  await deposit(db, address, depositWei);
  return withdrawUsdt(db, user, withdrawWei, idempotencyKey);
}

/** Sends a state-changing call with an Idempotency-Key (a fresh one unless given). */
export function post(
  ctx: TestContext,
  user: TestUser,
  url: string,
  body: object,
  key: string = randomUUID(),
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': key },
    payload: body,
  });
}

export async function get(ctx: TestContext, user: TestUser, url: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${user.token}` },
  });
  return res.json();
}

/** The user's balance of one asset, as bigints. */
export async function balanceOf(ctx: TestContext, user: TestUser, asset: Asset) {
  const { data } = await get(ctx, user, '/api/assets/balances');
  const row = (data as { asset: string; available: string; withdrawHold: string }[]).find(
    (b) => b.asset === asset,
  );
  return { available: BigInt(row?.available ?? '0'), withdrawHold: BigInt(row?.withdrawHold ?? '0') };
}

/** The public transparency report freshly reconciled, per asset, each asset's invariant included. */
export async function transparency(ctx: TestContext): Promise<TransparencyReport['assets']> {
  // The route serves the newest snapshot; reconcile first, as the job does after each batch (after
  // a run an operator's adjustment started, if it still holds the job's lock).
  await until(
    'a reconciliation',
    () => ctx.transparency.refresh(),
    (run) => run.state === 'succeeded',
    5_000,
  );
  const res = await ctx.app.inject({ method: 'GET', url: '/api/transparency' });
  return (res.json().data as TransparencyReport).assets;
}
