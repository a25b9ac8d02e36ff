import { describe, expect, it } from 'vitest';
import { makeAppConfig } from '../../testing/factories';
import { createWagmiConfig } from './create-wagmi-config';

describe('createWagmiConfig', () => {
  it("looks for a transaction's receipt at the server's pace, not viem's 4 s default", () => {
    const config = createWagmiConfig(makeAppConfig({ chainPollMs: 750 }));
    expect(config.getClient().pollingInterval).toBe(750);
  });
});
