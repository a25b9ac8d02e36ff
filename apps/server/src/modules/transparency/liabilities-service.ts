import { randomBytes } from 'node:crypto';
import type { LiabilitiesProof, LiabilitiesRoot, LiabilitiesRoots } from '@woohoo/shared/api/liabilities';
import { ASSETS, type Asset } from '@woohoo/shared/assets';
import { LIABILITIES_MIN_HOLDERS } from '@woohoo/shared/constants';
import { nextLiabilitiesBuildAfter } from '@woohoo/shared/liabilities/liabilities-schedule';
import {
  buildMerkleSumTree,
  PAD_NODE,
  type PathStep,
  toHex,
  treeDepth,
  treeRoot,
} from '@woohoo/shared/liabilities/merkle-sum';
import { lastClosedDay } from '@woohoo/shared/settlement/settlement-day';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { type Job, type JobRunResult, runJob } from '../../jobs/job-runner';
import type { UserRecord } from '../user/user-record';
import {
  dayIsBuilt,
  insertLeaves,
  insertNodes,
  insertRoot,
  type RootRow,
  selectLeaf,
  selectNodes,
  selectRoot,
  selectRoots,
  selectStatementTime,
  selectUserLiabilities,
  type UserBalanceRow,
} from './liabilities-repository';

/**
 * Builds one day's Merkle-sum tree of every asset (docs/rules.md "Proof of liabilities") over
 * the balances as they stand now, read in one statement, and stores roots, nodes and leaves in
 * the caller's transaction. A day already built is left as it is.
 */
export async function buildLiabilities(tx: Queryable, day: string): Promise<void> {
  if (await dayIsBuilt(tx, day)) return;
  const asOf = await selectStatementTime(tx);
  const balances = await selectUserLiabilities(tx);
  for (const asset of ASSETS) {
    await buildAssetTree(
      tx,
      day,
      asset,
      asOf,
      balances.filter((row) => row.asset === asset),
    );
  }
}

async function buildAssetTree(tx: Queryable, day: string, asset: Asset, asOf: Date, rows: UserBalanceRow[]) {
  const userOf = new Map(rows.map((row) => [row.address.toLowerCase(), row.user_id]));
  const tree = buildMerkleSumTree(
    rows.map((row) => ({
      address: row.address,
      balanceWei: BigInt(row.balance),
      salt: toHex(randomBytes(32)),
    })),
  );
  const root = treeRoot(tree);
  await insertRoot(tx, {
    day,
    asset,
    root: toHex(root.hash),
    total: root.sum,
    leafCount: tree.leaves.length,
    asOf,
  });
  await insertNodes(
    tx,
    day,
    asset,
    tree.levels.flatMap((nodes, level) =>
      nodes.map((node, index) => ({ level, index, hash: toHex(node.hash), sum: node.sum })),
    ),
  );
  await insertLeaves(
    tx,
    day,
    asset,
    tree.leaves.map((leaf, index) => ({
      userId: userOf.get(leaf.address.toLowerCase())!,
      index,
      balance: leaf.balanceWei,
      salt: leaf.salt,
    })),
  );
}

/**
 * Whether a tree of `leafCount` holders publishes its total (on the report and on chain): an empty
 * tree does (its 0 tells nobody's balance), one of fewer than LIABILITIES_MIN_HOLDERS does not.
 */
export function totalIsPublished(leafCount: number): boolean {
  return leafCount === 0 || leafCount >= LIABILITIES_MIN_HOLDERS;
}

/** The day's build as a job: its run key is the day, so a built day is never built again. */
export function liabilitiesJob(day: string): Job {
  return {
    name: 'liabilities',
    runKey: () => day,
    batch: async (tx) => {
      await buildLiabilities(tx, day);
      return { done: true };
    },
  };
}

/** Builds the last closed settlement day's trees, once (the settlement worker's pass calls it). */
export function buildDueLiabilities(db: Db, now: Date): Promise<JobRunResult> {
  return runJob(db, liabilitiesJob(lastClosedDay(now)));
}

/**
 * A stored root as published. docs/rules.md "Proof of liabilities": below LIABILITIES_MIN_HOLDERS
 * holders the total is withheld (null), since it would tell one user's balance; the root and the
 * leaf count stay, so each holder still verifies its own leaf.
 */
export function toRoot(row: RootRow): LiabilitiesRoot {
  const leafCount = Number(row.leaf_count);
  return {
    day: row.day,
    asset: row.asset,
    root: row.root as LiabilitiesRoot['root'],
    total: totalIsPublished(leafCount) ? row.total : null,
    leafCount,
    asOf: new Date(row.as_of).toISOString(),
    txHash: row.tx_hash as LiabilitiesRoot['txHash'],
    contract: row.contract,
  };
}

/**
 * The published roots: the given day's, or the newest of every asset; and when the next trees are
 * built, so a user with no leaf yet (their first day) learns when they will have one.
 */
export async function liabilitiesRoots(
  db: Queryable,
  day: string | undefined,
  now: Date,
): Promise<LiabilitiesRoots> {
  return {
    items: (await selectRoots(db, day)).map(toRoot),
    nextBuildAfter: nextLiabilitiesBuildAfter(now).toISOString(),
  };
}

/** The caller's own leaf and path in the asset's tree of the day (default: its newest day). */
export async function liabilitiesProof(
  db: Queryable,
  user: UserRecord,
  asset: Asset,
  day: string | undefined,
): Promise<LiabilitiesProof> {
  const root = await selectRoot(db, asset, day);
  if (!root) throw new AppError('liabilitiesNotBuilt');
  const leaf = await selectLeaf(db, root.day, asset, user.id);
  if (!leaf) throw new AppError('liabilitiesNoBalance');
  const leafCount = Number(root.leaf_count);
  const index = Number(leaf.leaf_index);
  const places = Array.from({ length: treeDepth(leafCount) }, (_, level) => {
    const at = Math.floor(index / 2 ** level);
    return { level, index: at % 2 === 0 ? at + 1 : at - 1 };
  });
  const nodes = await selectNodes(db, root.day, asset, places);
  const path: PathStep[] = places.map(({ level, index: at }) => {
    const node = nodes.find((n) => Number(n.level) === level && Number(n.node_index) === at);
    return node ? { hash: node.hash, sum: node.sum } : { hash: toHex(PAD_NODE.hash), sum: '0' };
  });
  return {
    ...toRoot(root),
    address: user.address,
    balance: leaf.balance,
    salt: leaf.salt as LiabilitiesProof['salt'],
    index,
    path: path as LiabilitiesProof['path'],
  };
}
