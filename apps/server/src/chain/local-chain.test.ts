import { http } from 'viem';
import { describe, expect, it } from 'vitest';
import { createChainClient } from './local-chain';

describe('createChainClient', () => {
  it("looks for receipts at the server's chain poll, not viem's 4 s default", () => {
    const { chain, publicClient } = createChainClient(
      { chainId: 56, chainName: 'BNB Smart Chain', money: { chainPollMs: 750 } },
      'http://127.0.0.1:8545',
      http('http://127.0.0.1:8545'),
    );
    expect(chain.id).toBe(56);
    expect(publicClient.pollingInterval).toBe(750);
  });
});
