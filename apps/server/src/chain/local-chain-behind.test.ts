import { describe, expect, it } from 'vitest';
import { type ChainBehindFacts, chainBehindLine, describeChainBehind } from './local-chain-behind';

const makeFacts = (overrides: Partial<ChainBehindFacts> = {}): ChainBehindFacts => ({
  head: 40n,
  cursors: [{ name: 'deposits:31337:0xr', blockNumber: 38n, storedHash: '0xaa', chainHash: '0xaa' }],
  highestDepositBlock: 30n,
  highestPayoutBlock: 36n,
  missingPayoutTx: undefined,
  ...overrides,
});

describe('describeChainBehind', () => {
  it('finds nothing when the chain has every block the database remembers', () => {
    expect(describeChainBehind(makeFacts())).toBeUndefined();
    expect(
      describeChainBehind(
        makeFacts({ cursors: [], highestDepositBlock: undefined, highestPayoutBlock: undefined }),
      ),
    ).toBeUndefined();
  });

  it('says so when the indexer cursor is above the head or its block was replaced', () => {
    expect(
      describeChainBehind(
        makeFacts({
          head: 12n,
          cursors: [{ name: 'c', blockNumber: 38n, storedHash: '0xaa', chainHash: undefined }],
        }),
      ),
    ).toBe('the database has indexed deposits up to block 38, but the chain ends at block 12');
    expect(
      describeChainBehind(
        makeFacts({ cursors: [{ name: 'c', blockNumber: 38n, storedHash: '0xaa', chainHash: '0xbb' }] }),
      ),
    ).toMatch(/block 38 is not the block the deposit indexer read/);
  });

  it('says so when a credited deposit or a paid withdrawal is above the head, or a payout is unknown', () => {
    expect(describeChainBehind(makeFacts({ cursors: [], head: 20n }))).toBe(
      'the database has a credited deposit in block 30, but the chain ends at block 20',
    );
    expect(describeChainBehind(makeFacts({ cursors: [], head: 33n }))).toBe(
      'the database has a paid withdrawal in block 36, but the chain ends at block 33',
    );
    expect(describeChainBehind(makeFacts({ missingPayoutTx: '0xdead' }))).toMatch(/payout 0xdead/);
  });
});

describe('chainBehindLine', () => {
  it('is one line naming the reason and the one command', () => {
    const line = chainBehindLine('block 38 is missing', '/data', undefined);
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('LOCAL CHAIN BEHIND THE DATABASE: block 38 is missing');
    expect(line).toContain('npm run reset-local -- --yes');
  });

  it('never offers to wipe a PostgreSQL database', () => {
    expect(chainBehindLine('x', '/data', 'postgres://db/woohoo')).not.toContain('reset-local');
  });
});
