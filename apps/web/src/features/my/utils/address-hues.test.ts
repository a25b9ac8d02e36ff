import { describe, expect, it } from 'vitest';
import { addressHues } from './address-hues';

describe('addressHues', () => {
  it('reads the same two hues from the same wallet, whatever its letter case', () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(addressHues(address)).toEqual(addressHues(address.toLowerCase()));
    for (const hue of addressHues(address)) {
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(hue).toBeLessThan(360);
    }
  });

  it('tells wallets apart', () => {
    expect(addressHues('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).not.toEqual(
      addressHues('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'),
    );
  });

  it('gives hues for text that is not hex', () => {
    expect(addressHues('not an address')).toEqual([0, 0]);
  });
});
