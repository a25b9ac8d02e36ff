import { BlockNotFoundError, type Hash, type PublicClient } from 'viem';
import type { Queryable } from '../db/db';

/**
 * The local chain (anvil, chain id 31337) keeps its blocks in a file it writes every second; a
 * `kill -9` or a power cut can still lose the last moments, and an old data folder can meet a
 * fresh chain. Then the database remembers blocks the chain does not have, the indexer halts,
 * and the only way on is to start both afresh (README "If the local chain is behind"). These are
 * the facts that tell.
 */
export type ChainBehindFacts = {
  head: bigint;
  /** The indexer's cursors: the block each stopped at, its hash then, and the chain's hash now. */
  cursors: readonly {
    name: string;
    blockNumber: bigint;
    storedHash: string;
    chainHash: string | undefined;
  }[];
  /** The highest block of a credited deposit, and of a paid withdrawal's payout. */
  highestDepositBlock: bigint | undefined;
  highestPayoutBlock: bigint | undefined;
  /** The newest paid payout whose transaction the chain does not know. */
  missingPayoutTx: string | undefined;
};

/** Why the chain is behind the database, in words, or undefined when they agree. */
export function describeChainBehind(facts: ChainBehindFacts): string | undefined {
  const above = (what: string, block: bigint | undefined) =>
    block !== undefined && block > facts.head
      ? `the database has ${what} block ${block}, but the chain ends at block ${facts.head}`
      : undefined;
  for (const cursor of facts.cursors) {
    if (cursor.blockNumber > facts.head) return above('indexed deposits up to', cursor.blockNumber);
    if (cursor.chainHash !== cursor.storedHash)
      return `block ${cursor.blockNumber} is not the block the deposit indexer read (${cursor.storedHash})`;
  }
  return (
    above('a credited deposit in', facts.highestDepositBlock) ??
    above('a paid withdrawal in', facts.highestPayoutBlock) ??
    (facts.missingPayoutTx
      ? `the chain does not know the payout ${facts.missingPayoutTx} of a paid withdrawal`
      : undefined)
  );
}

/** Reads the facts from the database and the chain. */
export async function readChainBehindFacts(
  db: Queryable,
  client: PublicClient,
  chainId: number,
): Promise<ChainBehindFacts> {
  const head = await client.getBlockNumber({ cacheTime: 0 });
  const blockHash = (blockNumber: bigint) =>
    client.getBlock({ blockNumber }).then(
      (b) => b.hash as string,
      (error: unknown) => {
        if (error instanceof BlockNotFoundError) return undefined;
        throw error;
      },
    );
  const cursorRows = await db.query<{ name: string; block_number: string; block_hash: string }>(
    `SELECT name, block_number::text AS block_number, block_hash FROM chain_cursors WHERE name LIKE $1`,
    [`deposits:${chainId}:%`],
  );
  const cursors = await Promise.all(
    cursorRows.map(async (r) => ({
      name: r.name,
      blockNumber: BigInt(r.block_number),
      storedHash: r.block_hash,
      chainHash: BigInt(r.block_number) > head ? undefined : await blockHash(BigInt(r.block_number)),
    })),
  );
  const [highest] = await db.query<{ deposit: string | null; payout: string | null; tx: Hash | null }>(
    `SELECT (SELECT max(block_number)::text FROM deposits WHERE chain_id = $1 AND status = 'success') AS deposit,
            (SELECT max(block_number)::text FROM payouts WHERE chain_id = $1 AND status = 'confirmed') AS payout,
            (SELECT tx_hash FROM payouts WHERE chain_id = $1 AND status = 'confirmed' ORDER BY nonce DESC LIMIT 1) AS tx`,
    [chainId],
  );
  const tx = highest?.tx ?? undefined;
  const known = tx ? await client.getTransactionReceipt({ hash: tx }).then(Boolean, () => false) : true;
  const toBlock = (v: string | null | undefined) => (v ? BigInt(v) : undefined);
  return {
    head,
    cursors,
    highestDepositBlock: toBlock(highest?.deposit),
    highestPayoutBlock: toBlock(highest?.payout),
    missingPayoutTx: known ? undefined : tx,
  };
}

/** The one command that recovers a local chain that is behind its database. */
export const RESET_LOCAL_COMMAND = 'npm run reset-local -- --yes';

/** The one line `npm start` prints when the local chain is behind (or its saved state unreadable). */
export function chainBehindLine(reason: string, dataDir: string, databaseUrl: string | undefined): string {
  const fix = databaseUrl
    ? `stop the server, drop and recreate the database at DATABASE_URL, delete ${dataDir}/chain, and start again`
    : `stop the server and run: ${RESET_LOCAL_COMMAND}   (deletes the local chain and database in ${dataDir}; keys are kept)`;
  return `LOCAL CHAIN BEHIND THE DATABASE: ${reason}. Deposits and payouts are halted. To start afresh, ${fix}`;
}
