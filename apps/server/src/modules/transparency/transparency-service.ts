import type { TransparencyReport } from '@woohoo/shared/api/money';
import { ASSET_BACKING, ASSETS, type Asset } from '@woohoo/shared/assets';
import { isPlatformAccount, PLATFORM_ACCOUNTS, type PlatformRole } from '@woohoo/shared/platform-accounts';
import { type WalletSnapshot, walletsTotal } from '../../chain/holdings';
import type { Queryable } from '../../db/db';
import { creditedDepositTotals } from '../deposit/deposit-service';
import { type AssetTotals, assetTotals, platformBalances } from '../ledger/ledger-service';
import { paidOutTotals, vanishedPayouts } from '../withdraw/payout-service';
import { assessCoverage, checkAsset } from './transparency-rules';

type AssetReport = TransparencyReport['assets'][number];

/** The report's per-address figures of one asset, with the block they were read at. */
function perWallet(readings: NonNullable<ReturnType<WalletSnapshot['wallets']>>, blockNumber: bigint) {
  return {
    wallets: readings.map((r) => ({
      wallet: r.wallet,
      address: r.address,
      balance: r.balanceWei === null ? null : r.balanceWei.toString(),
    })),
    holdingsBlock: blockNumber.toString(),
  };
}

/**
 * The public proof of the books. Per asset: the ledger balances to zero over all accounts, every
 * account equals its own entries, no user is below zero, every platform account is catalogued, the
 * accounts with the `external` role equal what the deposit and payout records say came in and went
 * out, and what users are owed is covered by the treasury on chain (a shortfall, or an unreadable
 * balance of an asset users hold, is a problem; the treasury is the hot wallet and the cold Safe
 * together, each read at the same block, when `walletSnapshot` is given; an asset not backed on chain by design is labelled
 * so). `extraProblems` (a halted worker, a vanished payout) turn the report red with their reason.
 */
export async function buildTransparencyReport(
  db: Queryable,
  onChainHoldings: (asset: Asset) => Promise<bigint | null>,
  extraProblems: readonly string[] = [],
  now: Date = new Date(),
  walletSnapshot: WalletSnapshot | null = null,
): Promise<TransparencyReport> {
  const [totals, platform, inflows, outflows, vanished] = await Promise.all([
    assetTotals(db),
    platformBalances(db),
    creditedDepositTotals(db),
    paidOutTotals(db),
    vanishedPayouts(db),
  ]);
  const assets = await Promise.all(
    ASSETS.map(async (asset): Promise<AssetReport> => {
      const accounts = platform.filter((row) => row.asset === asset);
      const inflow = inflows.find((row) => row.asset === asset)?.amount ?? '0';
      const outflow = outflows.find((row) => row.asset === asset)?.amount ?? '0';
      // Hot and cold together, read at one block, when the wallets were read (docs/rules.md "Hot float and sweeps").
      const readings = walletSnapshot?.wallets(asset) ?? null;
      const holdings = walletSnapshot
        ? walletsTotal(readings)
        : await onChainHoldings(asset).catch(() => null);
      const t: AssetTotals | undefined = totals.find((row) => row.asset === asset);
      const check = checkAsset({
        asset,
        totals: t,
        platformAccounts: accounts.map((a) => ({ name: a.name, balanceWei: BigInt(a.balance) })),
        inflowWei: BigInt(inflow),
        outflowWei: BigInt(outflow),
        holdingsWei: holdings,
      });
      const sumRole = (role: PlatformRole) =>
        accounts
          .filter((a) => isPlatformAccount(a.name) && PLATFORM_ACCOUNTS[a.name].role === role)
          .reduce((sum, a) => sum + BigInt(a.balance), 0n);
      const owed = BigInt(t?.liabilities ?? '0');
      const coverage = assessCoverage(asset, ASSET_BACKING[asset], owed, holdings);
      return {
        asset,
        backing: ASSET_BACKING[asset],
        coverage: coverage.coverage,
        liabilities: owed.toString(),
        shortfall: coverage.shortfallWei?.toString() ?? null,
        surplus: coverage.surplusWei?.toString() ?? null,
        feesCollected: sumRole('fee').toString(),
        salesRevenue: sumRole('sales').toString(),
        reserves: sumRole('reserve').toString(),
        expensesPaid: (-sumRole('expense')).toString(),
        platformAccounts: accounts
          .filter((a) => isPlatformAccount(a.name))
          .map((a) => ({
            name: a.name,
            role: PLATFORM_ACCOUNTS[a.name as keyof typeof PLATFORM_ACCOUNTS].role,
            balance: a.balance,
          })),
        onChainInflow: inflow,
        onChainOutflow: outflow,
        onChainHoldings: holdings === null ? null : holdings.toString(),
        ...(walletSnapshot && readings ? perWallet(readings, walletSnapshot.blockNumber) : {}),
        invariantHolds: check.length === 0,
        problems: coverage.problem === undefined ? check : [...check, coverage.problem],
      };
    }),
  );
  const problems = [
    ...extraProblems,
    ...vanished.map(
      (p) =>
        `withdrawal ${p.id} reads paid, but its payout ${p.tx_hash} is no longer on the chain; an operator must check it`,
    ),
    ...assets.flatMap((a) => a.problems.map((p) => `${a.asset}: ${p}`)),
  ];
  return { generatedAt: now.toISOString(), healthy: problems.length === 0, problems, assets };
}
