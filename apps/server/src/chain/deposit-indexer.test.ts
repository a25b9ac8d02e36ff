import { describe, expect, it } from 'vitest';
import { logsOnChain, nextRange } from './deposit-indexer';

describe('nextRange', () => {
  it('reads at most maxBlockRange blocks', () => {
    expect(nextRange(10n, 1000n, 100)).toEqual({ fromBlock: 10n, toBlock: 109n });
  });

  it('stops at the safe head', () => {
    expect(nextRange(10n, 15n, 100)).toEqual({ fromBlock: 10n, toBlock: 15n });
    expect(nextRange(15n, 15n, 100)).toEqual({ fromBlock: 15n, toBlock: 15n });
  });

  it('has nothing to read past the safe head or before any block is safe', () => {
    expect(nextRange(16n, 15n, 100)).toBeUndefined();
    expect(nextRange(0n, undefined, 100)).toBeUndefined();
  });
});

describe('logsOnChain', () => {
  const hashes = new Map<bigint, string | undefined>([
    [5n, '0xaa'],
    [6n, undefined],
  ]);

  it('accepts logs whose block hashes are still the chain hashes', () => {
    expect(logsOnChain([{ blockNumber: 5n, blockHash: '0xaa' }], hashes)).toBe(true);
    expect(logsOnChain([], hashes)).toBe(true);
  });

  it('refuses a log from a block that was replaced or is gone', () => {
    expect(logsOnChain([{ blockNumber: 5n, blockHash: '0xbb' }], hashes)).toBe(false);
    expect(logsOnChain([{ blockNumber: 6n, blockHash: '0xcc' }], hashes)).toBe(false);
    expect(logsOnChain([{ blockNumber: 7n, blockHash: '0xdd' }], hashes)).toBe(false);
  });
});
