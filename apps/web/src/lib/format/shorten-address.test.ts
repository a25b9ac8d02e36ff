import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shorten-address';

describe('shortenAddress', () => {
  it('keeps the head and tail of an address', () => {
    expect(shortenAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x7099…79C8');
  });
  it('leaves short strings alone', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234');
  });
});
