import type { Balance } from '@woohoo/shared/api/money';
import { expect } from 'vitest';
import { treasuryHoldings } from '../../chain/holdings';
import { selectAssetTotals } from '../../modules/ledger/ledger-repository';
import { buildTransparencyReport } from '../../modules/transparency/transparency-service';
import { TEST_MINT_WEI } from '../test-chain';
import type { Run, User } from './fault-run';
import { balancesOf } from './workload';

/** The books of a finished run, compared between the runs. */
export type Books = {
  outcomes: string[];
  balances: Record<string, Balance[]>;
  onChainUsdt: Record<string, string>;
  ledger: { kind: string; asset: string; transfers: number; credited: string }[];
  records: { what: string; status: string; n: number }[];
};

/**
 * Money-wise, what must hold after any run: the books balance, every deposit credited once,
 * every approved withdrawal paid once on chain and nothing else paid.
 */
export async function checkExactlyOnce(run: Run, treasuryNonceAtStart: number): Promise<void> {
  const { db, chain } = run.cluster;
  expect(run.cluster.crashes).toEqual([]);
  for (const totals of await selectAssetTotals(db)) {
    expect(totals, totals.asset).toMatchObject({
      accountsSum: '0',
      entriesSum: '0',
      mismatchedAccounts: '0',
      negativeUserAccounts: '0',
    });
  }
  const treasury = chain.treasury.account.address;
  const report = await buildTransparencyReport(
    db,
    treasuryHoldings(chain.publicClient, chain.contracts, treasury),
  );
  expect(report.problems).toEqual([]);

  const credited = await db.query<{ tx_hash: string; n: number; amount: string; status: string }>(
    `SELECT tx_hash, count(*)::int AS n, sum(amount)::text AS amount, min(status) AS status
       FROM deposits GROUP BY tx_hash ORDER BY tx_hash`,
  );
  const sent = run.deposits
    .map((d) => ({ tx_hash: d.txHash, n: 1, amount: d.amountWei.toString(), status: 'success' }))
    .sort((a, b) => (a.tx_hash < b.tx_hash ? -1 : 1));
  expect(credited).toEqual(sent);

  const paid = await db.query<{ to_address: string; sent: string; payout: string | null }>(
    `SELECT w.to_address, (w.amount - w.fee)::text AS sent, p.status AS payout
       FROM withdrawals w LEFT JOIN payouts p ON p.withdrawal_id = w.id WHERE w.status IN ('approved', 'success')`,
  );
  expect(paid.filter((p) => p.payout !== 'confirmed')).toEqual([]);
  const [other] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payouts p JOIN withdrawals w ON w.id = p.withdrawal_id WHERE w.status <> 'success'`,
  );
  expect(other?.n).toBe(0);
  expect(await chain.publicClient.getTransactionCount({ address: treasury })).toBe(
    treasuryNonceAtStart + paid.length,
  );
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
  const depositedBy = (user: User) =>
    sum(run.deposits.filter((d) => d.user === user).map((d) => d.amountWei));
  const paidTo = (address: string) =>
    sum(paid.filter((p) => p.to_address === address).map((p) => BigInt(p.sent)));
  for (const user of run.users) {
    const expected = (user.funded ? TEST_MINT_WEI : 0n) - depositedBy(user) + paidTo(user.account.address);
    expect(await chain.usdtBalance(user.account.address), `${user.name} on chain`).toBe(expected);
  }
  const allDeposits = sum(run.deposits.map((d) => d.amountWei));
  const allPaid = sum(paid.map((p) => BigInt(p.sent)));
  expect(await chain.usdtBalance(treasury), 'treasury on chain').toBe(TEST_MINT_WEI + allDeposits - allPaid);
}

/** What a finished run leaves, compared between the runs. */
export async function readBooks(run: Run, outcomes: string[]): Promise<Books> {
  const balances: Books['balances'] = {};
  const onChainUsdt: Books['onChainUsdt'] = {};
  for (const user of run.users) {
    balances[user.name] = await balancesOf(run.cluster, user);
    onChainUsdt[user.name] = (await run.cluster.chain.usdtBalance(user.account.address)).toString();
  }
  const ledger = await run.cluster.db.query<Books['ledger'][number]>(
    `SELECT t.kind, e.asset, count(DISTINCT t.id)::int AS transfers,
            coalesce(sum(e.delta) FILTER (WHERE e.delta > 0), 0)::text AS credited
       FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
      GROUP BY t.kind, e.asset ORDER BY t.kind, e.asset`,
  );
  const records = await run.cluster.db.query<Books['records'][number]>(
    `SELECT 'deposits' AS what, status, count(*)::int AS n FROM deposits GROUP BY status
     UNION ALL SELECT 'withdrawals', status, count(*)::int FROM withdrawals GROUP BY status
     UNION ALL SELECT 'payouts', status, count(*)::int FROM payouts GROUP BY status
     ORDER BY what, status`,
  );
  return { outcomes, balances, onChainUsdt, ledger, records };
}
