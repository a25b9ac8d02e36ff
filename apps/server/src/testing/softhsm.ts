import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pkcs11Settings } from '../keys/pkcs11-token';

/** Where Debian's `softhsm2` package puts the module (CI installs it: .ci/run). */
export const SOFTHSM2_LIBRARY = '/usr/lib/softhsm/libsofthsm2.so';

/** SoftHSM2 is installed here: its module and `softhsm2-util`. */
export function softHsmInstalled(): boolean {
  if (!existsSync(SOFTHSM2_LIBRARY)) return false;
  try {
    execFileSync('softhsm2-util', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export type SoftHsmToken = {
  /** Everything but the key's label, which each test picks. */
  settings: Omit<Pkcs11Settings, 'keyLabel'>;
  /** SOFTHSM2_CONF of this token's own configuration: every process using it needs it. */
  conf: string;
  remove: () => void;
};

/**
 * A fresh SoftHSM2 token in a temporary folder with its own softhsm2.conf, so no run shares a
 * token with another; the user PIN is in a file only its owner reads, as PKCS11_PIN_FILE wants.
 */
export function createSoftHsmToken(label = 'woohoo-test'): SoftHsmToken {
  const dir = mkdtempSync(join(tmpdir(), 'softhsm-'));
  const tokens = join(dir, 'tokens');
  mkdirSync(tokens);
  const conf = join(dir, 'softhsm2.conf');
  writeFileSync(conf, `directories.tokendir = ${tokens}\nobjectstore.backend = file\nlog.level = ERROR\n`);
  const pin = '246810';
  const pinFile = join(dir, 'user.pin');
  writeFileSync(pinFile, `${pin}\n`, { mode: 0o600 });
  execFileSync(
    'softhsm2-util',
    ['--init-token', '--free', '--label', label, '--pin', pin, '--so-pin', '13579135'],
    { env: { ...process.env, SOFTHSM2_CONF: conf }, stdio: 'ignore' },
  );
  return {
    settings: { library: SOFTHSM2_LIBRARY, tokenLabel: label, pinFile },
    conf,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
