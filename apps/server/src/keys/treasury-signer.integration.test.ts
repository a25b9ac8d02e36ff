import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { createWalletClient, http, parseEther } from 'viem';
import { anvil } from 'viem/chains';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayoutWorker } from '../chain/payout-worker';
import type { Db } from '../db/db';
import { approvedUsdtWithdrawal } from '../testing/money-helpers';
import { createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { createTestDb, testBackends } from '../testing/test-db';
import { treasurySigner } from './treasury-signer';

let chain: TestChain;
let keyDir: string;
let keyFile: string;
beforeAll(async () => {
  chain = await startTestChain();
  keyDir = mkdtempSync(join(tmpdir(), 'treasury-signer-'));
  keyFile = join(keyDir, 'treasury.key');
  writeFileSync(keyFile, `${chain.treasuryKey}\n`, { mode: 0o600 });
});
afterAll(async () => {
  await chain?.stop();
  if (keyDir) rmSync(keyDir, { recursive: true, force: true });
});

/** The key's hex digits, so a log or a row holding them with or without `0x`, in any case, is caught. */
const keyDigits = () => chain.treasuryKey.slice(2).toLowerCase();

describe.each(testBackends())('the treasury signer on %s', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await createTestDb(backend));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await drop();
  });

  const signer = () =>
    treasurySigner({
      treasurySigner: 'file',
      treasuryKeyFile: keyFile,
      pkcs11: undefined,
      isLocalChain: false,
    });

  it('signs as the treasury from the key file, and its account shows no key', () => {
    const account = signer().account();
    expect(account.address).toBe(chain.treasury.account.address);
    expect(inspect(account, { depth: 5 }).toLowerCase()).not.toContain(keyDigits());
    expect(JSON.stringify(account).toLowerCase()).not.toContain(keyDigits());
  });

  it('pays a withdrawal without the key in any log line or any table', async () => {
    const printed: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map((a) => inspect(a, { depth: 5 })).join(' '));
      });
    const log = createRecordingLog();
    const worker = createPayoutWorker({
      db,
      publicClient: chain.publicClient,
      walletClient: createWalletClient({
        account: signer().account(),
        chain: anvil,
        transport: http(chain.rpcUrl),
      }),
      chainId: chain.chainId,
      tokenAddresses: { USDT: chain.contracts.usdt },
      payoutsAddress: chain.contracts.payouts,
      confirmations: 1,
      finalConfirmations: 2,
      pollMs: 500,
      log,
    });
    const user = chain.users[2]!;
    await approvedUsdtWithdrawal(db, user.address, parseEther('30'), parseEther('20'), 'signer-w1');
    const before = await chain.usdtBalance(user.address);

    expect(await worker.tick()).toMatchObject({ signed: 1, settled: 1 });
    await chain.testClient.mine({ blocks: 2 });
    await worker.tick();
    expect(await chain.usdtBalance(user.address)).toBe(before + parseEther('19'));
    const payouts = await db.query<{ final: boolean }>('SELECT final_at IS NOT NULL AS final FROM payouts');
    expect(payouts).toEqual([{ final: true }]);

    const lines = [...log.lines, ...printed];
    expect(lines.some((l) => l.includes('signed, nonce'))).toBe(true);
    for (const line of lines) expect(line.toLowerCase()).not.toContain(keyDigits());

    // Every row of every table, as text: the signed payout is there, the key that signed it is not.
    const tables = await db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(tables.map((t) => t.name)).toContain('payouts');
    let rows = 0;
    for (const { name } of tables) {
      for (const { row: text } of await db.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`)) {
        rows++;
        expect(text.toLowerCase(), `a row of ${name}`).not.toContain(keyDigits());
      }
    }
    expect(rows).toBeGreaterThan(0);
  });
});
