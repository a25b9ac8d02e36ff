import type { PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { finalHead, isFinal, readChainHeads, safeHead } from './finality';

describe('safeHead', () => {
  it('is the latest block itself with one confirmation', () => {
    expect(safeHead(100n, 1)).toBe(100n);
  });

  it('leaves confirmations - 1 blocks on top', () => {
    expect(safeHead(100n, 12)).toBe(89n);
  });

  it('is undefined while the chain is shorter than the confirmations', () => {
    expect(safeHead(1n, 3)).toBeUndefined();
    expect(safeHead(2n, 3)).toBe(0n);
  });
});

describe('finalHead', () => {
  it('is the finalized block when the chain reports one, however high the confirmations', () => {
    expect(finalHead({ latest: 100n, finalized: 98n }, 12)).toEqual({ block: 98n, rule: 'finalized' });
  });

  it('is the finalized block also when that is deeper than the confirmations (finality lags)', () => {
    expect(finalHead({ latest: 100n, finalized: 50n }, 12)).toEqual({ block: 50n, rule: 'finalized' });
  });

  it('falls back to the confirmations, with their exact semantics, without the tag', () => {
    expect(finalHead({ latest: 100n, finalized: undefined }, 12)).toEqual({
      block: 89n,
      rule: 'confirmations',
    });
    expect(finalHead({ latest: 100n, finalized: undefined }, 1)).toEqual({
      block: 100n,
      rule: 'confirmations',
    });
    expect(finalHead({ latest: 1n, finalized: undefined }, 3)).toEqual({
      block: undefined,
      rule: 'confirmations',
    });
  });

  it('counts the genesis as finalized when the chain says so', () => {
    expect(finalHead({ latest: 5n, finalized: 0n }, 12)).toEqual({ block: 0n, rule: 'finalized' });
  });
});

describe('isFinal', () => {
  it('holds at and below the final head, never without one', () => {
    expect(isFinal(98n, 98n)).toBe(true);
    expect(isFinal(97n, 98n)).toBe(true);
    expect(isFinal(99n, 98n)).toBe(false);
    expect(isFinal(0n, undefined)).toBe(false);
  });

  it('under the confirmations rule, counts the block of the receipt itself', () => {
    expect(isFinal(100n, safeHead(100n, 1))).toBe(true);
    expect(isFinal(100n, safeHead(110n, 12))).toBe(false);
    expect(isFinal(100n, safeHead(111n, 12))).toBe(true);
  });
});

describe('readChainHeads', () => {
  /** A client answering the head, and the 'finalized' tag as `finalized` says. */
  const stubClient = (finalized: () => Promise<{ number: bigint | null } | null>) => {
    const asked: string[] = [];
    const client = {
      getBlockNumber: async () => 100n,
      getBlock: ({ blockTag }: { blockTag: string }) => {
        asked.push(blockTag);
        return finalized();
      },
    } as unknown as PublicClient;
    return { client, asked };
  };

  it('reads the finalized block when asked to', async () => {
    const { client } = stubClient(async () => ({ number: 98n }));
    expect(await readChainHeads(client, true)).toEqual({ latest: 100n, finalized: 98n });
  });

  it('has no finalized block when the RPC answers the tag with an error or nothing', async () => {
    const failing = stubClient(() => Promise.reject(new Error('unknown block tag finalized')));
    expect(await readChainHeads(failing.client, true)).toEqual({ latest: 100n, finalized: undefined });
    const empty = stubClient(async () => null);
    expect(await readChainHeads(empty.client, true)).toEqual({ latest: 100n, finalized: undefined });
  });

  it('does not ask for the tag under the confirmations rule', async () => {
    const { client, asked } = stubClient(async () => ({ number: 98n }));
    expect(await readChainHeads(client, false)).toEqual({ latest: 100n, finalized: undefined });
    expect(asked).toEqual([]);
  });
});
