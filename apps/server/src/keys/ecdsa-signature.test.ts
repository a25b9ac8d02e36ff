import { hashMessage, hexToBigInt, hexToBytes, numberToHex, recoverAddress, serializeSignature } from 'viem';
import { generatePrivateKey, privateKeyToAccount, sign } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { SECP256K1_N, splitRawSignature, toEthereumSignature, toLowS } from './ecdsa-signature';

/** r||s as a token hands it back. */
const raw = (r: bigint, s: bigint) =>
  hexToBytes(`0x${numberToHex(r, { size: 32 }).slice(2)}${numberToHex(s, { size: 32 }).slice(2)}`);

describe('toLowS', () => {
  it('keeps s at or under n/2 and mirrors one above it', () => {
    const half = SECP256K1_N / 2n;
    expect(toLowS(1n)).toBe(1n);
    expect(toLowS(half)).toBe(half);
    expect(toLowS(half + 1n)).toBe(half);
    expect(toLowS(SECP256K1_N - 1n)).toBe(1n);
    expect(toLowS(SECP256K1_N - 12345n)).toBe(12345n);
  });
});

describe('splitRawSignature', () => {
  it('reads r and s big-endian from 64 bytes', () => {
    expect(splitRawSignature(raw(7n, 0x0102n))).toEqual({ r: 7n, s: 0x0102n });
  });

  it('refuses another length, zero and values not under n', () => {
    expect(() => splitRawSignature(new Uint8Array(65))).toThrow(/64 bytes, got 65/);
    expect(() => splitRawSignature(raw(0n, 1n))).toThrow(/out of range/);
    expect(() => splitRawSignature(raw(1n, 0n))).toThrow(/out of range/);
    expect(() => splitRawSignature(raw(SECP256K1_N, 1n))).toThrow(/out of range/);
    expect(() => splitRawSignature(raw(1n, SECP256K1_N))).toThrow(/out of range/);
  });
});

describe('toEthereumSignature', () => {
  // A key made here stands for the token's: its signature is made low-s by viem, so the token's
  // high-s twin is (r, n - s), which the token may hand back just as well.
  const key = generatePrivateKey();
  const address = privateKeyToAccount(key).address;
  const hash = hashMessage('the treasury pays');

  it('finds the recovery bit of a low-s signature', async () => {
    const expected = await sign({ hash, privateKey: key });
    const got = await toEthereumSignature(
      raw(hexToBigInt(expected.r), hexToBigInt(expected.s)),
      hash,
      address,
    );
    expect(got.yParity).toBe(expected.yParity);
    expect(serializeSignature(got)).toBe(serializeSignature(expected));
  });

  it('turns a high-s signature into the low-s one that recovers the address', async () => {
    const expected = await sign({ hash, privateKey: key });
    const highS = SECP256K1_N - hexToBigInt(expected.s);
    expect(highS > SECP256K1_N / 2n).toBe(true);
    const got = await toEthereumSignature(raw(hexToBigInt(expected.r), highS), hash, address);
    expect(hexToBigInt(got.s)).toBe(hexToBigInt(expected.s));
    expect(got.yParity).toBe(expected.yParity);
    expect(await recoverAddress({ hash, signature: serializeSignature(got) })).toBe(address);
  });

  it('refuses a signature by another key', async () => {
    const other = await sign({ hash, privateKey: generatePrivateKey() });
    await expect(
      toEthereumSignature(raw(hexToBigInt(other.r), hexToBigInt(other.s)), hash, address),
    ).rejects.toThrow(/does not recover the signer's address/);
  });
});
