import type { LiabilitiesProof, LiabilitiesRoot } from '@woohoo/shared/api/liabilities';
import { buildMerkleSumTree, proofPath, toHex, treeRoot } from '@woohoo/shared/liabilities/merkle-sum';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { checkMyBalance } from './check-my-balance';

const ONE = 10n ** 18n;
const hexOf = (byte: number, bytes: number) => `0x${byte.toString(16).padStart(2, '0').repeat(bytes)}`;

/** A real day's tree of four users, built with the shared code, and what the API would answer. */
function makeDay() {
  const leaves = [1, 2, 3, 4].map((n) => ({
    address: hexOf(n, 20),
    balanceWei: BigInt(n) * 5n * ONE,
    salt: hexOf(n + 16, 32),
  }));
  const tree = buildMerkleSumTree(leaves);
  const top = treeRoot(tree);
  const root: LiabilitiesRoot = {
    day: '2026-11-23',
    asset: 'USDT',
    root: toHex(top.hash),
    total: top.sum.toString(),
    leafCount: 4,
    asOf: '2026-11-23T13:00:30.000Z',
    txHash: null,
    contract: null,
  };
  const proofOf = (index: number): LiabilitiesProof => ({
    ...root,
    address: tree.leaves[index]!.address,
    balance: tree.leaves[index]!.balanceWei.toString(),
    salt: tree.leaves[index]!.salt,
    index,
    path: proofPath(tree.levels, index) as LiabilitiesProof['path'],
  });
  return { root, proofOf };
}

describe('Verify my balance', () => {
  const { root, proofOf } = makeDay();

  it('says the balance is included when the proof leads to the published root and total', async () => {
    const proof = proofOf(2);
    expect(await checkMyBalance(root, async () => proof)).toEqual({
      status: 'included',
      balance: proof.balance,
    });
  });

  it('fails a proof whose balance was changed, or a root the public list does not carry', async () => {
    const raised = { ...proofOf(1), balance: `${BigInt(proofOf(1).balance) + 1n}` };
    expect(await checkMyBalance(root, async () => raised)).toEqual({
      status: 'failed',
      reason: 'root-mismatch',
    });
    // The proof's own root and total are not trusted: only the public list's are.
    const otherRoot = { ...root, total: `${BigInt(root.total!) + ONE}` };
    expect(await checkMyBalance(otherRoot, async () => proofOf(0))).toEqual({
      status: 'failed',
      reason: 'total-mismatch',
    });
    expect(await checkMyBalance({ ...root, day: '2026-11-24' }, async () => proofOf(0))).toEqual({
      status: 'failed',
      reason: 'other-day',
    });
  });

  it('checks the path against the public leaf count, and skips a withheld total', async () => {
    // The proof claims 8 leaves where 4 were published: refused, though its path still climbs.
    const claimed = { ...proofOf(3), leafCount: 8, path: [...proofOf(3).path, proofOf(3).path[0]!] };
    expect(await checkMyBalance(root, async () => claimed)).toEqual({
      status: 'failed',
      reason: 'path-length',
    });
    const shortened = { ...proofOf(3), path: proofOf(3).path.slice(1) };
    expect(await checkMyBalance(root, async () => shortened)).toEqual({
      status: 'failed',
      reason: 'path-length',
    });
    const proof = proofOf(0);
    expect(await checkMyBalance({ ...root, total: null }, async () => ({ ...proof, total: null }))).toEqual({
      status: 'included',
      balance: proof.balance,
    });
  });

  it('tells a user without a balance that day apart from a call that failed', async () => {
    const noBalance = new ApiError({ code: 40407, msg: 'none', status: 404 });
    expect(await checkMyBalance(root, () => Promise.reject(noBalance))).toEqual({ status: 'no-balance' });
    const down = new ApiError({ code: -1, msg: 'Network error', status: 0 });
    expect(await checkMyBalance(root, () => Promise.reject(down))).toEqual({
      status: 'unavailable',
      message: 'Network error',
    });
  });
});
