import { describe, expect, it } from 'vitest';
import { explorerTxUrl, shortenHash } from './explorer-tx-url';

const HASH = `0x${'ab'.repeat(32)}`;

describe('explorerTxUrl', () => {
  it('joins the explorer and the hash', () => {
    expect(explorerTxUrl('https://bscscan.com/', HASH)).toBe(`https://bscscan.com/tx/${HASH}`);
  });
  it('gives nothing without an explorer or a real hash', () => {
    expect(explorerTxUrl(undefined, HASH)).toBeUndefined();
    expect(explorerTxUrl('https://bscscan.com', null)).toBeUndefined();
    expect(explorerTxUrl('https://bscscan.com', '0x12')).toBeUndefined();
  });
});

describe('shortenHash', () => {
  it('keeps the head and the tail', () => {
    expect(shortenHash(HASH)).toBe('0xabab…abab');
  });
});
