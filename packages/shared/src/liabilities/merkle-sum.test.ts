import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildMerkleSumTree,
  type LiabilityLeaf,
  type LiabilityProof,
  leafNode,
  PAD_NODE,
  parentNode,
  proofPath,
  toHex,
  treeDepth,
  treeRoot,
  verifyLiabilityProof,
} from './merkle-sum';

const hexOf = (byte: number, bytes: number) => `0x${byte.toString(16).padStart(2, '0').repeat(bytes)}`;

function makeLeaf(n: number, overrides: Partial<LiabilityLeaf> = {}): LiabilityLeaf {
  return {
    address: hexOf(n, 20),
    balanceWei: BigInt(n) * 10n ** 18n,
    salt: hexOf(n + 100, 32),
    ...overrides,
  };
}

/** Every leaf's proof as the API hands it out, with the published root and total. */
function proofsOf(leaves: LiabilityLeaf[]) {
  const tree = buildMerkleSumTree(leaves);
  const root = treeRoot(tree);
  const published = { root: toHex(root.hash), total: root.sum.toString() };
  const proofs: LiabilityProof[] = tree.leaves.map((leaf, index) => ({
    address: leaf.address,
    balance: leaf.balanceWei.toString(),
    salt: leaf.salt,
    index,
    leafCount: tree.leaves.length,
    path: proofPath(tree.levels, index),
  }));
  return { tree, published, proofs };
}

const sha = (...hexParts: string[]) =>
  createHash('sha256')
    .update(Buffer.from(hexParts.map((p) => p.replace(/^0x/, '')).join(''), 'hex'))
    .digest('hex');
const u256 = (n: bigint) => n.toString(16).padStart(64, '0');

describe('the Merkle-sum tree', () => {
  it('hashes a leaf and a node with the documented bytes', () => {
    const leaf = makeLeaf(7);
    const expectedLeaf = sha('6c656166', leaf.salt, leaf.address, u256(leaf.balanceWei));
    expect(toHex(leafNode(leaf).hash)).toBe(`0x${expectedLeaf}`);
    const right = leafNode(makeLeaf(9));
    const node = parentNode(leafNode(leaf), right);
    expect(toHex(node.hash)).toBe(
      `0x${sha('6e6f6465', expectedLeaf, u256(7n * 10n ** 18n), toHex(right.hash), u256(9n * 10n ** 18n))}`,
    );
    expect(node.sum).toBe(16n * 10n ** 18n);
  });

  it('orders leaves by hash, pads odd levels with the zero node and sums to the total', () => {
    const leaves = [1, 2, 3, 4, 5].map((n) => makeLeaf(n));
    const { tree, published } = proofsOf(leaves);
    const hashes = tree.levels[0]!.map((node) => toHex(node.hash));
    expect(hashes).toEqual([...hashes].sort());
    expect(tree.levels.map((level) => level.length)).toEqual([5, 3, 2, 1]);
    expect(tree.levels[1]![2]).toEqual(parentNode(tree.levels[0]![4]!, PAD_NODE));
    expect(published.total).toBe((15n * 10n ** 18n).toString());
    expect(tree.levels.length - 1).toBe(treeDepth(5));
  });

  it('makes a single leaf its own root and an empty tree the pad node', () => {
    const one = buildMerkleSumTree([makeLeaf(3)]);
    expect(treeRoot(one)).toEqual(leafNode(makeLeaf(3)));
    expect(proofPath(one.levels, 0)).toEqual([]);
    expect(treeRoot(buildMerkleSumTree([]))).toEqual(PAD_NODE);
  });

  it("verifies every user's proof, for trees of any size", () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 30n }), { minLength: 1, maxLength: 40 }),
        (balances) => {
          const leaves = balances.map((balanceWei, i) => makeLeaf(i, { balanceWei }));
          const { published, proofs } = proofsOf(leaves);
          expect(published.total).toBe(balances.reduce((a, b) => a + b, 0n).toString());
          for (const proof of proofs) expect(verifyLiabilityProof(proof, published)).toEqual({ ok: true });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a negative balance when building', () => {
    expect(() => buildMerkleSumTree([makeLeaf(1), makeLeaf(2, { balanceWei: -1n })])).toThrow(/negative/);
  });
});

describe('tamper detection', () => {
  const leaves = [1, 2, 3, 4, 5, 6].map((n) => makeLeaf(n));
  const { tree, published, proofs } = proofsOf(leaves);
  const proof = proofs[2]!;

  it('fails a changed balance', () => {
    const raised = { ...proof, balance: (BigInt(proof.balance) + 1n).toString() };
    expect(verifyLiabilityProof(raised, published)).toEqual({ ok: false, reason: 'root-mismatch' });
  });

  it('fails a negative balance or a negative sibling sum, even one that keeps the total', () => {
    expect(verifyLiabilityProof({ ...proof, balance: '-1' }, published)).toEqual({
      ok: false,
      reason: 'negative',
    });
    const path = proof.path.map((step, i) => (i === 0 ? { ...step, sum: `-${step.sum}` } : step));
    expect(verifyLiabilityProof({ ...proof, path }, published)).toEqual({ ok: false, reason: 'negative' });
  });

  it('fails a sum moved from one sibling to the other', () => {
    const path = proof.path.map((step, i) =>
      i === 0 ? { ...step, sum: (BigInt(step.sum) + 5n).toString() } : step,
    );
    const moved = { ...proof, balance: (BigInt(proof.balance) - 5n).toString(), path };
    expect(verifyLiabilityProof(moved, published)).toEqual({ ok: false, reason: 'root-mismatch' });
  });

  it('fails a proof against a tree that dropped a leaf', () => {
    const dropped = proofsOf(tree.leaves.filter((_, i) => i !== 0));
    // The user's own proof, checked against the root that left another user out.
    expect(verifyLiabilityProof(proof, dropped.published).ok).toBe(false);
    // And a user whose leaf was dropped has no proof the smaller tree can give.
    const gone = tree.leaves[0]!;
    expect(dropped.tree.leaves.some((leaf) => leaf.address === gone.address)).toBe(false);
  });

  it('fails a wrong total, a wrong index, a short path and malformed input', () => {
    const total = (BigInt(published.total) - 1n).toString();
    expect(verifyLiabilityProof(proof, { ...published, total })).toEqual({
      ok: false,
      reason: 'total-mismatch',
    });
    expect(verifyLiabilityProof({ ...proof, index: proof.index + 1 }, published).ok).toBe(false);
    expect(verifyLiabilityProof({ ...proof, index: 6 }, published)).toEqual({ ok: false, reason: 'index' });
    expect(verifyLiabilityProof({ ...proof, path: proof.path.slice(1) }, published)).toEqual({
      ok: false,
      reason: 'path-length',
    });
    expect(verifyLiabilityProof({ ...proof, salt: '0x12' }, published)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyLiabilityProof({ ...proof, balance: '1e18' }, published)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it("fails another user's salt or address on a leaf", () => {
    const other = proofs[3]!;
    expect(verifyLiabilityProof({ ...proof, salt: other.salt }, published).ok).toBe(false);
    expect(verifyLiabilityProof({ ...proof, address: other.address }, published).ok).toBe(false);
  });
});
