import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Hex } from 'viem';
import { writeSecretFile } from './write-secret-file';

/**
 * The published private keys of anvil's accounts 9 and 0, the local chain's two operators
 * (LOCAL_OPERATOR, LOCAL_SECOND_OPERATOR in config/env-readers.ts). Not secrets: anyone has them,
 * which is why chain 56 refuses both as operators.
 */
export const LOCAL_OPERATOR_KEYS: readonly { file: string; key: Hex }[] = [
  { file: 'operator.key', key: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6' },
  { file: 'operator-2.key', key: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' },
];

/**
 * On the local chain, `npm start` writes the dev operators' key files into `keysDir` (owner-only)
 * when absent, so `npm run operator` signs in as account 9 with no setup, and with
 * `--key-file .data/keys/operator-2.key` as the second operator four-eyes asks for.
 */
export function writeLocalOperatorKeys(keysDir: string): void {
  for (const { file, key } of LOCAL_OPERATOR_KEYS) {
    const path = join(keysDir, file);
    if (!existsSync(path)) writeSecretFile(path, `${key}\n`);
  }
}
