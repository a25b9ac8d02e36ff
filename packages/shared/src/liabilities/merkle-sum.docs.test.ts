import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildMerkleSumTree, leafNode, proofPath, toHex, treeRoot, verifyLiabilityProof } from './merkle-sum';

/** docs/rules.md "Proof of liabilities", from its worked example to the end of the section. */
const rules = readFileSync(new URL('../../../../docs/rules.md', import.meta.url), 'utf8');
const example = rules.slice(rules.indexOf('### Worked example'));

const users = [
  ...example.matchAll(/^\| ([ABC]) \| `(0x[0-9a-f]{40})` \| `([0-9a-f]{2})` × 32 \| [^=]+= (\d+) \|/gm),
].map(([, name, address, saltByte, balance]) => ({
  name: name!,
  leaf: { address: address!, salt: `0x${saltByte!.repeat(32)}`, balanceWei: BigInt(balance!) },
}));
const stated = (label: string) => {
  const match = example.match(new RegExp(`^${label}\\s*= ([0-9a-f]{64})`, 'm'));
  if (!match) throw new Error(`docs/rules.md states no "${label}"`);
  return `0x${match[1]}`;
};

describe('the worked example of docs/rules.md "Proof of liabilities"', () => {
  it('states three users, their leaves, both nodes, the root and the total the shared code computes', () => {
    expect(users.map((u) => u.name)).toEqual(['A', 'B', 'C']);
    for (const user of users) expect(toHex(leafNode(user.leaf).hash)).toBe(stated(`leaf ${user.name}`));
    const tree = buildMerkleSumTree(users.map((u) => u.leaf));
    expect(tree.leaves.map((leaf) => users.find((u) => u.leaf === leaf)?.name)).toEqual(['C', 'A', 'B']);
    expect(toHex(tree.levels[1]![0]!.hash)).toBe(stated('node N0'));
    expect(toHex(tree.levels[1]![1]!.hash)).toBe(stated('node N1'));
    const root = treeRoot(tree);
    expect(toHex(root.hash)).toBe(stated('root'));
    expect(example).toMatch(new RegExp(`total [\\d.]+ USDT = ${root.sum}\\b`));
  });

  it('gives A the proof it describes, and that proof verifies', () => {
    const tree = buildMerkleSumTree(users.map((u) => u.leaf));
    const a = users.find((u) => u.name === 'A')!.leaf;
    const index = tree.leaves.indexOf(a);
    expect(index).toBe(1);
    const path = proofPath(tree.levels, index);
    expect(path).toEqual([
      { hash: stated('leaf C'), sum: '250000000000000000' },
      { hash: stated('node N1'), sum: '20000000000000000000' },
    ]);
    const proof = {
      address: a.address,
      balance: a.balanceWei.toString(),
      salt: a.salt,
      index,
      leafCount: 3,
      path,
    };
    const root = treeRoot(tree);
    expect(verifyLiabilityProof(proof, { root: stated('root'), total: root.sum.toString() })).toEqual({
      ok: true,
    });
  });
});
