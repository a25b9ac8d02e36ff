import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Loads a bearer secret from `file`, generating 32 random bytes on first start (owner-only). */
export function loadOrCreateSecretToken(file: string): string {
  if (existsSync(file)) {
    const token = readFileSync(file, 'utf8').trim();
    if (token.length < 32) throw new Error(`${file} holds a token shorter than 32 characters`);
    return token;
  }
  const token = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  return token;
}
