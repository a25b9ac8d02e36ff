import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeSecretFile } from './write-secret-file';

/** Loads a bearer secret from `file`, generating 32 random bytes on first start (owner-only). */
export function loadOrCreateSecretToken(file: string): string {
  if (existsSync(file)) {
    const token = readFileSync(file, 'utf8').trim();
    if (token.length < 32) throw new Error(`${file} holds a token shorter than 32 characters`);
    return token;
  }
  const token = randomBytes(32).toString('base64url');
  writeSecretFile(file, `${token}\n`);
  return token;
}
