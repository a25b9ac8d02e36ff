import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run preflight` as an operator runs it: the CLI on an environment and real files.
const SERVER = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'preflight-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const secret = (name: string, mode: number) => {
  const path = join(dir, name);
  writeFileSync(path, 'x\n');
  chmodSync(path, mode);
  return path;
};

function preflight(env: Record<string, string>): { status: number | null; lines: string[] } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/preflight.ts'], {
    cwd: SERVER,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, lines: run.stdout.trim().split('\n') };
}

const production = () => ({
  CHAIN_ID: '56',
  CHAIN_RPC_URLS: 'https://own-node.example,https://provider.example',
  CHAIN_PUBLIC_RPC_URL: 'https://bsc-dataseed.bnbchain.org',
  USDT_ADDRESS: '0x55d398326f99059fF775485246999027B3197955',
  BHC_ADDRESS: '0x0000000000000000000000000000000000000001',
  WOOHOO_ADDRESS: '0x0000000000000000000000000000000000000002',
  RECHARGE_ADDRESS: '0x0000000000000000000000000000000000000003',
  FUNDING_ADDRESS: '0x0000000000000000000000000000000000000004',
  PAYOUTS_ADDRESS: '0x0000000000000000000000000000000000000005',
  TIMELOCK_ADDRESS: '0x0000000000000000000000000000000000000006',
  SAFE_ADDRESS: '0x0000000000000000000000000000000000000007',
  TREASURY_KEY_FILE: secret('treasury.key', 0o600),
  RSA_PRIVATE_KEY_FILE: secret('rsa-private.pem', 0o600),
  OPERATOR_ADDRESSES: '0x0000000000000000000000000000000000000009',
  PUBLIC_ORIGIN: 'https://app.example.com',
  SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
  MAIL_FROM: 'WOOHOO <no-reply@example.com>',
  DATABASE_URL: 'postgres://woohoo:pw@db.example:5432/woohoo',
  REDIS_URL: 'redis://cache.example:6379',
  DATA_DIR: join(dir, 'data'),
});

describe('npm run preflight', () => {
  it('exits 0 on a production configuration', () => {
    const { status, lines } = preflight(production());
    expect(lines).toEqual(['preflight: chain 56, role all: no problems']);
    expect(status).toBe(0);
  });

  it("prints every problem, the configuration's own and the production checks', and exits 1", () => {
    const { status, lines } = preflight({
      ...production(),
      BHC_ADDRESS: '0x12',
      RSA_PRIVATE_KEY_FILE: secret('shared.pem', 0o644),
      PUBLIC_ORIGIN: 'http://app.example.com',
      SMTP_URL: 'smtp://smtp.example:25',
      OPERATOR_ADDRESSES: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    });
    expect(status).toBe(1);
    expect(lines[0]).toBe('preflight: chain 56, role all: 5 problem(s)');
    expect(lines.slice(1)).toEqual([
      '  - BHC_ADDRESS is not an address',
      `  - RSA_PRIVATE_KEY_FILE (${join(dir, 'shared.pem')}) may be read by its group or others (mode 644); chmod 600 it`,
      '  - PUBLIC_ORIGIN must use https: on chain 56 (sign-in is bound to it)',
      '  - SMTP_URL has no user and password: a production mail server wants credentials',
      "  - OPERATOR_ADDRESSES holds anvil's well-known accounts, whose keys are public: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    ]);
    // Secrets in the environment are never echoed.
    expect(lines.join('\n')).not.toContain('secret@');
  });

  it('refuses to pass the local configuration', () => {
    const { status, lines } = preflight({ DATA_DIR: join(dir, 'data') });
    expect(status).toBe(1);
    expect(lines[1]).toMatch(/CHAIN_ID is 31337, the local chain/);
  });
});
