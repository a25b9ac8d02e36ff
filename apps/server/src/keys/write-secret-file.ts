import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes a generated secret readable by its owner only, in a folder only the owner can enter,
 * and never over an existing file (two processes starting together cannot swap keys).
 */
export function writeSecretFile(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
}
