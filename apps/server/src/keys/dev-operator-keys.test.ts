import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_OPERATOR, LOCAL_SECOND_OPERATOR } from '../config/env';
import { LOCAL_OPERATOR_KEYS, writeLocalOperatorKeys } from './dev-operator-keys';

const dir = mkdtempSync(join(tmpdir(), 'dev-operator-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local operators’ key files', () => {
  it('hold the keys of the two local operator wallets, owner-only, and are never overwritten', () => {
    expect(LOCAL_OPERATOR_KEYS.map(({ key }) => privateKeyToAccount(key).address)).toEqual([
      LOCAL_OPERATOR,
      LOCAL_SECOND_OPERATOR,
    ]);
    writeLocalOperatorKeys(join(dir, 'keys'));
    const first = join(dir, 'keys', 'operator.key');
    expect(readFileSync(first, 'utf8').trim()).toBe(LOCAL_OPERATOR_KEYS[0]?.key);
    expect(statSync(first).mode & 0o777).toBe(0o600);
    writeLocalOperatorKeys(join(dir, 'keys'));
    expect(statSync(join(dir, 'keys', 'operator-2.key')).mode & 0o777).toBe(0o600);
  });
});
