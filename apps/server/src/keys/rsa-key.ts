import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { RSA_KEY_BITS } from '@woohoo/shared/constants';
import { writeSecretFile } from './write-secret-file';

export type RsaKey = { privateKey: KeyObject; publicKeyPem: string };

/** A fresh RSA key pair for wrapping login keys (RSA-OAEP-SHA256). */
export function generateRsaKey(): RsaKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: RSA_KEY_BITS, publicExponent: 0x10001 });
  return { privateKey, publicKeyPem: publicPem(privateKey) };
}

/**
 * Loads the login RSA key from `file`, generating it on first start. The file is written
 * owner-only and never leaves the data folder; only the public half is ever served.
 */
export function loadOrCreateRsaKey(file: string): RsaKey {
  if (!existsSync(file)) {
    const key = generateRsaKey();
    writeSecretFile(file, key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    return key;
  }
  const privateKey = createPrivateKey(readFileSync(file));
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa' || bits < RSA_KEY_BITS) {
    throw new Error(`${file} must hold an RSA private key of at least ${RSA_KEY_BITS} bits`);
  }
  return { privateKey, publicKeyPem: publicPem(privateKey) };
}

function publicPem(privateKey: KeyObject): string {
  return createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
}
