import { bytesToHex, hexToBytes } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { addressFromEcPoint, SECP256K1_EC_PARAMS, uncompressedPoint } from './ec-point';

describe('addressFromEcPoint', () => {
  const account = privateKeyToAccount(generatePrivateKey());
  // viem's public key is the uncompressed point 0x04||X||Y.
  const point = hexToBytes(account.publicKey);

  it('reads the address from the DER OCTET STRING a token hands back', () => {
    expect(point.length).toBe(65);
    expect(addressFromEcPoint(Uint8Array.from([0x04, 0x41, ...point]))).toBe(account.address);
    expect(addressFromEcPoint(Uint8Array.from([0x04, 0x81, 0x41, ...point]))).toBe(account.address);
  });

  it('takes the bare point too', () => {
    expect(addressFromEcPoint(point)).toBe(account.address);
  });

  it('refuses a compressed, truncated or mislabelled point', () => {
    const compressed = Uint8Array.from([0x02, ...point.subarray(1, 33)]);
    expect(() => uncompressedPoint(Uint8Array.from([0x04, 0x21, ...compressed]))).toThrow(
      /not an uncompressed/,
    );
    expect(() => uncompressedPoint(Uint8Array.from([0x04, 0x41, ...point.subarray(0, 64)]))).toThrow(
      /not an uncompressed/,
    );
    expect(() => uncompressedPoint(Uint8Array.from([0x03, 0x41, ...point]))).toThrow(/not an uncompressed/);
  });
});

describe('SECP256K1_EC_PARAMS', () => {
  it('is the DER object identifier 1.3.132.0.10', () => {
    // 06 = OBJECT IDENTIFIER, 05 bytes: 1.3 -> 0x2b, 132 -> 0x81 0x04, 0, 10.
    expect(bytesToHex(SECP256K1_EC_PARAMS)).toBe('0x06052b8104000a');
  });
});
