import { existsSync, readFileSync } from 'node:fs';
import { generatePrivateKey } from 'viem/accounts';
import { writeSecretFile } from './write-secret-file';

/**
 * Loads a local-chain private key from the data folder, generating it on first start. Used for
 * the deployer/treasury on the local chain only; production keys come from the environment.
 */
export function loadOrCreateDevKey(file: string): `0x${string}` {
  if (existsSync(file)) return readPrivateKeyFile(file);
  const key = generatePrivateKey();
  writeSecretFile(file, `${key}\n`);
  return key;
}

/** Reads a `0x`-prefixed 32-byte private key from a file (production keys: never generated). */
export function readPrivateKeyFile(file: string): `0x${string}` {
  const key = readFileSync(file, 'utf8').trim();
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new Error(`${file} does not hold a private key`);
  return key as `0x${string}`;
}
