import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The daily proof of liabilities (docs/rules.md "Proof of liabilities"): a Merkle-sum tree over
 * every user's balance of one asset, the same code on the server that builds it and in the
 * browser (or any other place) that checks a user's path. Byte encodings, exactly:
 *
 * - amount: an unsigned 256-bit big-endian integer (32 bytes); a negative amount or one of 2^256
 *   or more cannot be written, so it cannot be in a tree.
 * - leaf = SHA-256("leaf" | salt (32 bytes) | wallet address (20 bytes) | balance (32 bytes)),
 *   its sum the balance. The salt is random per user, asset and day, and given only to that user.
 * - node = SHA-256("node" | left.hash | left.sum | right.hash | right.sum), its sum left.sum +
 *   right.sum: both children's sums are hashed, so no sum can be moved between siblings, made
 *   negative or dropped without changing the root.
 * - order: the leaves sorted by their hash (bytewise ascending); fresh salts shuffle it every day.
 * - padding: a level of odd length gets one pad node (hash = 32 zero bytes, sum 0) at its end.
 * - root: the one node left. One leaf is its own root; no leaf gives the pad node (an empty tree).
 *
 * "leaf" and "node" are the ASCII bytes 6c656166 and 6e6f6465. Hashes travel as 0x-prefixed
 * lowercase hex, amounts as decimal strings.
 */

export type Hex = `0x${string}`;

/** A node of the tree: its hash and the sum of the balances below it. */
export type SumNode = { hash: Uint8Array; sum: bigint };

/** A user's leaf, as the proof hands it to them. */
export type LiabilityLeaf = { address: string; balanceWei: bigint; salt: string };

/** One step of a path, bottom up: the sibling's hash and sum, as they travel. */
export type PathStep = { hash: string; sum: string };

/** What a user gets to check their balance: their leaf, its place and the path to the root. */
export type LiabilityProof = {
  address: string;
  balance: string;
  salt: string;
  index: number;
  leafCount: number;
  path: PathStep[];
};

/**
 * What the public list says of a tree: its root, its leaf count and its total, null where
 * withheld (docs/rules.md "Proof of liabilities"). A proof is checked against these, never
 * against the same values it carries itself.
 */
export type Published = { root: string; total: string | null; leafCount?: number };

export type VerifyFailure =
  | 'malformed'
  | 'negative'
  | 'path-length'
  | 'index'
  | 'overflow'
  | 'root-mismatch'
  | 'total-mismatch';

export type ProofVerdict = { ok: true } | { ok: false; reason: VerifyFailure };

const LEAF_TAG = utf8ToBytes('leaf');
const NODE_TAG = utf8ToBytes('node');
const MAX_SUM = (1n << 256n) - 1n;
const SALT_PATTERN = /^0x[0-9a-f]{64}$/;
const HASH_PATTERN = /^0x[0-9a-f]{64}$/;
const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const DECIMAL_PATTERN = /^-?\d{1,80}$/;

/** The node that fills an odd level: 32 zero bytes, summing to 0. */
export const PAD_NODE: SumNode = Object.freeze({ hash: new Uint8Array(32), sum: 0n });

export class MerkleSumError extends Error {
  constructor(readonly reason: VerifyFailure) {
    super(`merkle-sum: ${reason}`);
    this.name = 'MerkleSumError';
  }
}

/** An amount as 32 bytes big-endian; refuses what a uint256 cannot hold. */
export function encodeAmount(amount: bigint): Uint8Array {
  if (amount < 0n) throw new MerkleSumError('negative');
  if (amount > MAX_SUM) throw new MerkleSumError('overflow');
  return hexToBytes(amount.toString(16).padStart(64, '0'));
}

export function toHex(bytes: Uint8Array): Hex {
  return `0x${bytesToHex(bytes)}`;
}

function fromHex(hex: string, pattern: RegExp): Uint8Array {
  if (!pattern.test(hex)) throw new MerkleSumError('malformed');
  return hexToBytes(hex.slice(2).toLowerCase());
}

export function leafNode(leaf: LiabilityLeaf): SumNode {
  const salt = fromHex(leaf.salt, SALT_PATTERN);
  const address = fromHex(leaf.address, ADDRESS_PATTERN);
  return {
    hash: sha256(concatBytes(LEAF_TAG, salt, address, encodeAmount(leaf.balanceWei))),
    sum: leaf.balanceWei,
  };
}

export function parentNode(left: SumNode, right: SumNode): SumNode {
  const sum = left.sum + right.sum;
  if (sum > MAX_SUM) throw new MerkleSumError('overflow');
  return {
    hash: sha256(
      concatBytes(NODE_TAG, left.hash, encodeAmount(left.sum), right.hash, encodeAmount(right.sum)),
    ),
    sum,
  };
}

/** Levels bottom up: levels[0] the leaves in tree order (unpadded), the last level [root]. */
export type MerkleSumTree = { leaves: LiabilityLeaf[]; levels: SumNode[][] };

/** Whole levels above the leaves: the length of every path in a tree of `leafCount` leaves. */
export function treeDepth(leafCount: number): number {
  let depth = 0;
  while (2 ** depth < leafCount) depth++;
  return depth;
}

/** Builds the tree: leaves sorted by hash, odd levels padded, pairs hashed up to the root. */
export function buildMerkleSumTree(input: readonly LiabilityLeaf[]): MerkleSumTree {
  const hashed = input.map((leaf) => ({ leaf, node: leafNode(leaf), key: '' }));
  for (const entry of hashed) entry.key = bytesToHex(entry.node.hash);
  hashed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const levels: SumNode[][] = [hashed.map((entry) => entry.node)];
  let level = levels[0]!;
  while (level.length > 1) {
    const next: SumNode[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(parentNode(level[i]!, level[i + 1] ?? PAD_NODE));
    levels.push(next);
    level = next;
  }
  return { leaves: hashed.map((entry) => entry.leaf), levels };
}

export function treeRoot(tree: MerkleSumTree): SumNode {
  return tree.levels.at(-1)?.[0] ?? PAD_NODE;
}

/** The siblings of leaf `index`, bottom up (the pad node where a level had none). */
export function proofPath(levels: readonly SumNode[][], index: number): PathStep[] {
  const path: PathStep[] = [];
  for (let level = 0, at = index; level < levels.length - 1; level++, at = Math.floor(at / 2)) {
    const sibling = levels[level]![at % 2 === 0 ? at + 1 : at - 1] ?? PAD_NODE;
    path.push({ hash: toHex(sibling.hash), sum: sibling.sum.toString() });
  }
  return path;
}

function parseAmount(text: string): bigint {
  if (!DECIMAL_PATTERN.test(text)) throw new MerkleSumError('malformed');
  const value = BigInt(text);
  if (value < 0n) throw new MerkleSumError('negative');
  return value;
}

/** Climbs from the proof's leaf to the root its path gives. Throws MerkleSumError on bad input. */
export function rootFromProof(proof: LiabilityProof): SumNode {
  if (!Number.isSafeInteger(proof.leafCount) || proof.leafCount < 1) throw new MerkleSumError('malformed');
  if (!Number.isSafeInteger(proof.index) || proof.index < 0 || proof.index >= proof.leafCount) {
    throw new MerkleSumError('index');
  }
  if (proof.path.length !== treeDepth(proof.leafCount)) throw new MerkleSumError('path-length');
  let node = leafNode({ address: proof.address, balanceWei: parseAmount(proof.balance), salt: proof.salt });
  proof.path.forEach((step, level) => {
    const sibling = { hash: fromHex(step.hash, HASH_PATTERN), sum: parseAmount(step.sum) };
    const isLeft = Math.floor(proof.index / 2 ** level) % 2 === 0;
    node = isLeft ? parentNode(node, sibling) : parentNode(sibling, node);
  });
  return node;
}

/**
 * Checks a user's proof against the published root and total: the path must rebuild exactly
 * that root, and the root's sum must be exactly the total.
 */
export function verifyLiabilityProof(proof: LiabilityProof, published: Published): ProofVerdict {
  try {
    // The path's length is checked against the published leaf count, not the proof's own.
    if (published.leafCount !== undefined && proof.leafCount !== published.leafCount)
      return { ok: false, reason: 'path-length' };
    const root = rootFromProof(proof);
    if (toHex(root.hash) !== published.root.toLowerCase()) return { ok: false, reason: 'root-mismatch' };
    if (published.total !== null && root.sum !== parseAmount(published.total))
      return { ok: false, reason: 'total-mismatch' };
    return { ok: true };
  } catch (error) {
    if (error instanceof MerkleSumError) return { ok: false, reason: error.reason };
    throw error;
  }
}
