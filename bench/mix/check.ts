// After the load: the books hold (the ledger invariant the workers check after each batch), and
// the ledger moved exactly what the accepted writes say: per kind, one transfer per accepted write
// and, out of the callers' available balances, the sum of what each accepted write spent.
import type { Db } from '../../apps/server/src/db/db';
import { assetTotals } from '../../apps/server/src/modules/ledger/ledger-service';
import { checkLedgerTotals } from '../../apps/server/src/modules/transparency/transparency-rules';
import type { Tally } from './load';
import { OPERATIONS } from './operations';

/** Problems in words; empty when everything agrees. Prints what it compared. */
export async function checkBooks(db: Db, afterTransferId: string, tally: Tally): Promise<string[]> {
  const problems: string[] = [];
  for (const totals of await assetTotals(db)) {
    problems.push(...checkLedgerTotals(totals).map((problem) => `${totals.asset}: ${problem}`));
  }
  const counted = new Map(
    (
      await db.query<{ kind: string; transfers: number }>(
        `SELECT kind, count(*)::int AS transfers FROM ledger_transfers WHERE id > $1 GROUP BY kind`,
        [afterTransferId],
      )
    ).map((row) => [row.kind, row.transfers]),
  );
  const debited = new Map(
    (
      await db.query<{ kind: string; asset: string; wei: string }>(
        `SELECT t.kind, e.asset, (-sum(e.delta))::text AS wei
           FROM ledger_transfers t
           JOIN ledger_entries e ON e.transfer_id = t.id
           JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.id > $1 AND a.user_id IS NOT NULL AND a.bucket = 'available' AND e.delta < 0
          GROUP BY t.kind, e.asset`,
        [afterTransferId],
      )
    ).map((row) => [`${row.kind}|${row.asset}`, BigInt(row.wei)]),
  );
  console.log('  ledger against the accepted writes (warm-up included):');
  for (const operation of OPERATIONS) {
    if (!operation.ledger) continue;
    const { kind } = operation.ledger;
    const accepted = tally.get(operation.name);
    const ok = accepted?.ok ?? 0;
    const transfers = counted.get(kind) ?? 0;
    const sides: string[] = [];
    const assets = new Set([
      ...(accepted?.spent.keys() ?? []),
      ...[...debited.keys()].filter((key) => key.startsWith(`${kind}|`)).map((key) => key.split('|')[1]!),
    ]);
    for (const asset of assets) {
      const wei = accepted?.spent.get(asset) ?? 0n;
      const ledgerWei = debited.get(`${kind}|${asset}`) ?? 0n;
      sides.push(`${asset} spent ${wei / 10n ** 15n}e-3 = ledger ${ledgerWei / 10n ** 15n}e-3`);
      if (ledgerWei !== wei)
        problems.push(`${kind}: the ledger took ${ledgerWei} ${asset} wei, the writes ${wei}`);
    }
    console.log(`    ${kind.padEnd(16)} ${ok} accepted, ${transfers} ledger transfers; ${sides.join('; ')}`);
    if (transfers !== ok) problems.push(`${kind}: ${ok} writes accepted but ${transfers} ledger transfers`);
  }
  return problems;
}
