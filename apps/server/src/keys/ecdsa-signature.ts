import { type Address, type Hex, isAddressEqual, numberToHex, recoverAddress, type Signature } from 'viem';

/** The order n of secp256k1's group (SEC 2, section 2.4.1). */
export const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * A token's raw `CKM_ECDSA` signature, r||s (PKCS#11 section 2.3.1: each half as long as the
 * order, big-endian), as the two numbers. Throws on any other length and on a value out of range.
 */
export function splitRawSignature(raw: Uint8Array): { r: bigint; s: bigint } {
  if (raw.length !== 64) throw new Error(`an ECDSA signature over secp256k1 is 64 bytes, got ${raw.length}`);
  const r = BigInt(`0x${Buffer.from(raw.subarray(0, 32)).toString('hex')}`);
  const s = BigInt(`0x${Buffer.from(raw.subarray(32)).toString('hex')}`);
  if (r === 0n || r >= SECP256K1_N || s === 0n || s >= SECP256K1_N)
    throw new Error('the ECDSA signature is out of range for secp256k1');
  return { r, s };
}

/**
 * Ethereum accepts only the low half of s (EIP-2: s <= n/2); an HSM signs with either, and
 * (r, n - s) is the same signature mirrored.
 */
export function toLowS(s: bigint): bigint {
  return s > SECP256K1_N / 2n ? SECP256K1_N - s : s;
}

/**
 * The token's r||s over `hash` as the signature Ethereum wants: s made low, and the recovery
 * bit (yParity) that recovers `address` (a token never says which of the two points it used, so
 * both are tried). Throws when neither recovers the address: the token signed with another key.
 */
export async function toEthereumSignature(raw: Uint8Array, hash: Hex, address: Address): Promise<Signature> {
  const split = splitRawSignature(raw);
  const r = numberToHex(split.r, { size: 32 });
  const s = numberToHex(toLowS(split.s), { size: 32 });
  for (const yParity of [0, 1] as const) {
    const signature = { r, s, yParity, v: BigInt(27 + yParity) };
    if (isAddressEqual(await recoverAddress({ hash, signature }), address)) return signature;
  }
  throw new Error(`the token's signature does not recover the signer's address ${address}`);
}
