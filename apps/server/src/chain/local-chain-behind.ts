import { BlockNotFoundError, type PublicClient } from 'viem';
import type { Queryable } from '../db/db';
import { selectHighestCreditedBlock } from '../modules/deposit/deposit-repository';
import { selectNewestPaidPayout } from '../modules/withdraw/payout-repository';
import { selectCursorsNamed } from './chain-cursor-repository';
import { depositCursorPrefix } from './deposit-indexer';

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
  const cursors = await Promise.all(
    (await selectCursorsNamed(db, depositCursorPrefix(chainId))).map(async (cursor) => ({
      name: cursor.name,
      blockNumber: cursor.blockNumber,
      storedHash: cursor.blockHash,
      chainHash: cursor.blockNumber > head ? undefined : await blockHash(cursor.blockNumber),
    })),
  );
  const highestDepositBlock = await selectHighestCreditedBlock(db, chainId);
  const payouts = await selectNewestPaidPayout(db, chainId);
  const tx = payouts.newestTx;
  const known = tx ? await client.getTransactionReceipt({ hash: tx }).then(Boolean, () => false) : true;
  return {
    head,
    cursors,
    highestDepositBlock,
    highestPayoutBlock: payouts.highestBlock,
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
