import { type Address, getAddress, keccak256, toHex } from 'viem';

/**
 * CKA_EC_PARAMS of secp256k1: the DER encoding of its object identifier 1.3.132.0.10 (SEC 2,
 * section 2.4.1; PKCS#11 section 2.3.3 takes the curve by OID).
 */
export const SECP256K1_EC_PARAMS = Buffer.from([0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x0a]);

/**
 * The uncompressed point 0x04||X||Y inside a public key's CKA_EC_POINT. PKCS#11 says the value
 * is the DER OCTET STRING wrapping the point (SoftHSM2 writes it so); some tokens hand the bare
 * point, which is taken as well.
 */
export function uncompressedPoint(ecPoint: Uint8Array): Uint8Array {
  const bytes = Uint8Array.from(ecPoint);
  if (bytes.length === 65 && bytes[0] === 0x04) return bytes;
  // DER OCTET STRING (tag 4) of length 65, in the short form (0x41) or the long form (0x81 0x41).
  const offset = bytes[1] === 0x41 ? 2 : bytes[1] === 0x81 && bytes[2] === 0x41 ? 3 : -1;
  if (bytes[0] === 0x04 && offset > 0 && bytes.length === offset + 65 && bytes[offset] === 0x04)
    return bytes.subarray(offset);
  throw new Error('CKA_EC_POINT is not an uncompressed secp256k1 point');
}

/** The Ethereum address of a public key: the last 20 bytes of keccak256(X||Y). */
export function addressFromEcPoint(ecPoint: Uint8Array): Address {
  const point = uncompressedPoint(ecPoint);
  return getAddress(`0x${keccak256(toHex(point.subarray(1))).slice(-40)}`);
}
