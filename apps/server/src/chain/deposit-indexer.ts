import { rechargeAbi } from '@woohoo/contracts/abis';
import type { Asset } from '@woohoo/shared/assets';
import { type Address, BlockNotFoundError, getAddress, type PublicClient } from 'viem';
import type { Db, Queryable } from '../db/db';
import { tryAdvisoryXactLock } from '../jobs/advisory-lock';
import { createWorkerLoop, type WorkerLog } from '../jobs/worker-loop';
import type { WorkerState } from '../jobs/worker-status';
import {
  type ConfirmedDeposit,
  creditWaitingDeposits,
  ingestConfirmedDeposits,
} from '../modules/deposit/deposit-service';
import { checkLedgerInvariant, describeBreach } from '../modules/ledger/ledger-invariant';
import { saveCursor, selectCursorForUpdate, selectFurthestBlock } from './chain-cursor-repository';
import { finalHead, readChainHeads } from './finality';

export type DepositIndexerOptions = {
  db: Db;
  publicClient: PublicClient;
  chainId: number;
  rechargeAddress: Address;
  /** The asset a Recharge credits (the Recharge contract takes USDT). */
  usdtAsset: Asset;
  /**
   * A block counts once it and `confirmations - 1` blocks on top of it exist (1 = the head),
   * unless `useFinalizedTag` and the RPC reports a finalized block: then once it is finalized.
   */
  confirmations: number;
  /** Credit at the chain's `finalized` block tag where the RPC has one (docs/rules.md "Deposits"). */
  useFinalizedTag?: boolean;
  maxBlockRange: number;
  pollMs: number;
  /** Where to begin without a saved cursor: the Recharge deployment block in production. */
  startBlock?: bigint;
  log: WorkerLog;
  /** Told whether the indexer can go on (readiness, the transparency report). */
  report?: (state: WorkerState) => void;
  /** Called after a tick that credited deposits (a new transparency snapshot is due). */
  onBatch?: () => void;
  /**
   * What a person should do about a halt, appended to its log line; on the local chain, the
   * recovery command. `quiet` when that was said already at start (one line, not two).
   */
  haltAdvice?: { text: string; quiet?: boolean };
};

/**
 * One tick's outcome. `halted` means the block under the saved cursor is no longer on the chain:
 * a reorganisation deeper than the confirmations, which needs a person; the indexer credits
 * nothing until the chain agrees with the cursor again. `skipped`: another replica holds the
 * lock, or the chain changed while the range was read (retried next tick).
 */
export type IndexerTick =
  | { state: 'indexed'; fromBlock: bigint; toBlock: bigint; credited: number; caughtUp: boolean }
  | { state: 'idle'; credited: number }
  | {
      state: 'halted';
      reason: 'reorg';
      blockNumber: bigint;
      storedHash: string;
      chainHash: string | undefined;
    }
  | { state: 'skipped'; reason: 'locked' | 'chain-moved' };

export type DepositIndexer = {
  tick: () => Promise<IndexerTick>;
  start: () => void;
  stop: () => Promise<void>;
};

/** Every deposit indexer's cursor is named `deposits:<chain id>:<Recharge address>`. */
const DEPOSIT_CURSORS = 'deposits:';

/** The furthest block any deposit indexer has read; undefined before its first batch. */
export function furthestIndexedBlock(db: Queryable): Promise<bigint | undefined> {
  return selectFurthestBlock(db, DEPOSIT_CURSORS);
}

/** The start of the names of the deposit indexers' cursors on one chain. */
export function depositCursorPrefix(chainId: number): string {
  return `${DEPOSIT_CURSORS}${chainId}:`;
}

/** The next block range to read: from `fromBlock`, at most `maxBlockRange` blocks, never past `safe`. */
export function nextRange(
  fromBlock: bigint,
  safe: bigint | undefined,
  maxBlockRange: number,
): { fromBlock: bigint; toBlock: bigint } | undefined {
  if (safe === undefined || fromBlock > safe) return undefined;
  const last = fromBlock + BigInt(maxBlockRange) - 1n;
  return { fromBlock, toBlock: last < safe ? last : safe };
}

/** True when every log's block hash is the chain's hash at its number, as read afterwards. */
export function logsOnChain(
  logs: readonly { blockNumber: bigint; blockHash: string }[],
  chainHashes: ReadonlyMap<bigint, string | undefined>,
): boolean {
  return logs.every((log) => chainHashes.get(log.blockNumber) === log.blockHash);
}

/**
 * Credits `Recharge(account, amount)` events (DESIGN "Money"): reads bounded ranges up to the
 * final head (chain/finality.ts), and per range, in one transaction under an advisory lock, records and credits
 * its deposits through the deposit service and moves the cursor (block number and hash).
 */
export function createDepositIndexer(options: DepositIndexerOptions): DepositIndexer {
  const { db, publicClient, log } = options;
  const cursorName = `${depositCursorPrefix(options.chainId)}${options.rechargeAddress.toLowerCase()}`;
  let haltLogged = false;

  const blockHashAt = async (blockNumber: bigint): Promise<string | undefined> => {
    try {
      return (await publicClient.getBlock({ blockNumber })).hash;
    } catch (error) {
      if (error instanceof BlockNotFoundError) return undefined;
      throw error;
    }
  };

  /** The range's deposits, or undefined when the chain changed under the read. */
  const readRange = async (range: { fromBlock: bigint; toBlock: bigint }) => {
    const endHash = await blockHashAt(range.toBlock);
    const logs = await publicClient.getContractEvents({
      address: options.rechargeAddress,
      abi: rechargeAbi,
      eventName: 'Recharge',
      ...range,
      strict: true,
    });
    const numbers = [...new Set([range.toBlock, ...logs.map((l) => l.blockNumber)])];
    const hashes = new Map(await Promise.all(numbers.map(async (n) => [n, await blockHashAt(n)] as const)));
    if (!endHash || hashes.get(range.toBlock) !== endHash || !logsOnChain(logs, hashes)) return undefined;
    const deposits = logs.map(
      (l): ConfirmedDeposit => ({
        chainId: options.chainId,
        txHash: l.transactionHash,
        logIndex: l.logIndex,
        blockNumber: l.blockNumber,
        blockHash: l.blockHash,
        address: getAddress(l.args.account),
        asset: options.usdtAsset,
        amountWei: l.args.amount,
      }),
    );
    return { deposits, endHash };
  };

  const indexNextRange = (safe: bigint | undefined) =>
    db.transaction(async (tx): Promise<IndexerTick> => {
      if (!(await tryAdvisoryXactLock(tx, `deposit-indexer:${cursorName}`)))
        return { state: 'skipped', reason: 'locked' };
      const cursor = await selectCursorForUpdate(tx, cursorName);
      if (cursor) {
        const chainHash = await blockHashAt(cursor.blockNumber);
        if (chainHash !== cursor.blockHash) {
          return {
            state: 'halted',
            reason: 'reorg',
            blockNumber: cursor.blockNumber,
            storedHash: cursor.blockHash,
            chainHash,
          };
        }
      }
      const range = nextRange(
        cursor ? cursor.blockNumber + 1n : (options.startBlock ?? 0n),
        safe,
        options.maxBlockRange,
      );
      if (!range) return { state: 'idle', credited: await creditWaitingDeposits(tx) };
      const read = await readRange(range);
      if (!read) return { state: 'skipped', reason: 'chain-moved' };
      const credited = (await ingestConfirmedDeposits(tx, read.deposits)) + (await creditWaitingDeposits(tx));
      await saveCursor(tx, cursorName, range.toBlock, read.endHash);
      return { state: 'indexed', ...range, credited, caughtUp: range.toBlock === safe };
    });

  const tick = async (): Promise<IndexerTick> => {
    const heads = await readChainHeads(publicClient, options.useFinalizedTag ?? false);
    const safe = finalHead(heads, options.confirmations);
    const result = await indexNextRange(safe.block);
    if (result.state === 'halted') {
      const depth =
        safe.rule === 'finalized' ? 'the finalized block' : `${options.confirmations} confirmations`;
      const reason =
        `block ${result.blockNumber} was ${result.storedHash} when indexed but is ` +
        `${result.chainHash ?? 'missing'} now, a reorganisation deeper than ${depth}`;
      if (!haltLogged && !options.haltAdvice?.quiet) {
        log.error(
          `deposit indexer HALTED: ${reason}. Nothing is credited until an operator checks the deposits from that block on.` +
            (options.haltAdvice ? ` ${options.haltAdvice.text}` : ''),
        );
      }
      haltLogged = true;
      options.report?.({ state: 'halted', reason: `${reason}; nothing is credited` });
      return result;
    }
    haltLogged = false;
    if (result.state !== 'skipped') options.report?.({ state: 'running' });
    if ('credited' in result && result.credited > 0) {
      log.info(`deposit indexer: credited ${result.credited} deposit(s)`);
      // The full check, as before; a breach is said loudly and crediting goes on (a deposit
      // only adds what the chain shows came in), while the payout worker halts on one.
      for (const breach of await checkLedgerInvariant(db))
        log.error(`deposit indexer: LEDGER INVARIANT BROKEN after batch: ${describeBreach(breach)}`);
      options.onBatch?.();
    }
    return result;
  };

  const loop = createWorkerLoop(
    'deposit indexer',
    async () => {
      const result = await tick();
      return result.state === 'indexed' && !result.caughtUp;
    },
    options.pollMs,
    log,
  );
  return { tick, start: loop.start, stop: loop.stop };
}
