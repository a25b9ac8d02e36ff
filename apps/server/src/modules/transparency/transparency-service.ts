import { ASSETS, type Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';
import { selectAssetTotals } from '../ledger/ledger-repository';

export type AssetReport = {
  asset: Asset;
  liabilities: string;
  feesCollected: string;
  reserves: string;
  onChainInflow: string;
  onChainOutflow: string;
  onChainHoldings: string | null;
  invariantHolds: boolean;
};

/**
 * The public proof of the books (issue 3). For every asset the ledger must balance to zero over
 * all accounts, every account must equal the sum of its own entries, no user may be below zero,
 * and the ledger's chain position must equal what the deposit and payout records say came in
 * and went out: inflow - outflow = liabilities + fees + reserves.
 */
export async function buildTransparencyReport(
  db: Queryable,
  onChainHoldings: (asset: Asset) => Promise<bigint | null>,
): Promise<AssetReport[]> {
  const totals = await selectAssetTotals(db);
  const flows = await db.query<{ asset: Asset; inflow: string; outflow: string }>(
    `SELECT asset, sum(inflow)::text AS inflow, sum(outflow)::text AS outflow FROM (
       SELECT asset, amount AS inflow, 0 AS outflow FROM deposits WHERE status = 'success'
       UNION ALL
       SELECT asset, 0, amount - fee FROM withdrawals WHERE status = 'success'
     ) f GROUP BY asset`,
  );
  const reserves = await db.query<{ asset: Asset; balance: string }>(
    `SELECT asset, sum(balance)::text AS balance FROM ledger_accounts WHERE owner = 'sys:swap_reserve' GROUP BY asset`,
  );
  return Promise.all(
    ASSETS.map(async (asset) => {
      const t = totals.find((row) => row.asset === asset);
      const f = flows.find((row) => row.asset === asset);
      const inflow = BigInt(f?.inflow ?? '0');
      const outflow = BigInt(f?.outflow ?? '0');
      const liabilities = BigInt(t?.liabilities ?? '0');
      const fees = BigInt(t?.fees ?? '0');
      const reserve = BigInt(reserves.find((row) => row.asset === asset)?.balance ?? '0');
      const ledgerConsistent =
        !t ||
        (BigInt(t.accountsSum) === 0n && t.mismatchedAccounts === '0' && t.negativeUserAccounts === '0');
      const chainMatchesRecords = -BigInt(t?.chain ?? '0') === inflow - outflow;
      // USDB is issued against swapped USDT, so it never entered by chain; its books balance alone.
      const backed = asset === 'USDB' || inflow - outflow === liabilities + fees + reserve;
      const holdings = await onChainHoldings(asset).catch(() => null);
      return {
        asset,
        liabilities: liabilities.toString(),
        feesCollected: fees.toString(),
        reserves: reserve.toString(),
        onChainInflow: inflow.toString(),
        onChainOutflow: outflow.toString(),
        onChainHoldings: holdings === null ? null : holdings.toString(),
        invariantHolds: ledgerConsistent && chainMatchesRecords && backed,
      };
    }),
  );
}
