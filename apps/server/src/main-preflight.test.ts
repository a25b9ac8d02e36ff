import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The server at start on chain 56 runs the preflight (config/preflight.ts) and refuses to start.
const SERVER = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'main-preflight-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the server on chain 56', () => {
  it('refuses to start on a configuration the preflight refuses, one JSON log line a problem', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dir,
        CHAIN_ID: '56',
        // Never reached: the check comes before any connection.
        CHAIN_RPC_URL: 'http://127.0.0.1:9',
        PROCESS_ROLE: 'api',
        TREASURY_ADDRESS: '0x00000000000000000000000000000000000000aA',
        SMTP_URL: 'smtp://smtp.example:25',
        PUBLIC_ORIGIN: 'http://app.example.com',
        OPERATOR_ADDRESSES: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      },
    });
    expect(run.status).toBe(1);
    const lines = run.stderr
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; problem: string });
    expect(lines.every((line) => line.level === 60)).toBe(true);
    const problems = lines.map((line) => line.problem);
    // The configuration's own problem and the preflight's, all of them.
    expect(problems[0]).toMatch(/^chain 56 is not the local chain, so USDT_ADDRESS/);
    expect(problems).toContain('PUBLIC_ORIGIN must use https: on chain 56 (sign-in is bound to it)');
    expect(problems).toContain(
      'SMTP_URL has no user and password: a production mail server wants credentials',
    );
    expect(problems).toContain(
      'RSA_PRIVATE_KEY_FILE is not set: on chain 56 it is never generated, every host is given the same file',
    );
    expect(problems.some((p) => p.startsWith("OPERATOR_ADDRESSES holds anvil's well-known accounts"))).toBe(
      true,
    );
    expect(problems.length).toBeGreaterThanOrEqual(9);
    // Nothing was made in the data folder: it stopped before generating a key.
    expect(spawnSync('ls', ['-A', dir], { encoding: 'utf8' }).stdout).toBe('');
  });
});
