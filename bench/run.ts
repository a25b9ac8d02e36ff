// `npm run bench`: each figure is a ratio to a baseline measured in the same process, so the
// numbers compare across machines. Not a test; it never gates CI.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { deposit, newUser, post, T } from '../apps/server/src/testing/money-helpers';
import { createTestApp, signIn } from '../apps/server/src/testing/test-app';
import { type Backend, testBackends } from '../apps/server/src/testing/test-db';

async function timePerOp(label: string, iterations: number, op: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(20, iterations); i++) await op(); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) await op();
  const perOpUs = Number(process.hrtime.bigint() - started) / 1000 / iterations;
  console.log(`${label.padEnd(44)} ${perOpUs.toFixed(0).padStart(8)} µs/op  (${iterations} runs)`);
  return perOpUs;
}

async function main(backend: Backend) {
  console.log(`\n━━ ${backend} ━━`);
  const ctx = await createTestApp(backend);
  try {
    const accounts = Array.from({ length: 200 }, () => privateKeyToAccount(generatePrivateKey()));
    let next = 0;
    const baseline = await timePerOp('baseline: GET /api/health', 500, () =>
      ctx.app.inject({ method: 'GET', url: '/api/health' }),
    );
    const nonce = await timePerOp('GET /api/auth/nonce', 300, () =>
      ctx.app.inject({ method: 'GET', url: `/api/auth/nonce?address=${accounts[0]?.address}` }),
    );
    const login = await timePerOp('sign-in (nonce, sign, encrypt, POST /api/login)', 150, () =>
      signIn(ctx, accounts[next++ % accounts.length] as (typeof accounts)[number]),
    );
    const token = await signIn(ctx, accounts[0] as (typeof accounts)[number]);
    const info = await timePerOp('GET /api/user/info (bearer)', 500, () =>
      ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: { authorization: `Bearer ${token}` } }),
    );
    const [alice, bob] = [await newUser(ctx), await newUser(ctx)];
    await ctx.db.transaction((tx) => deposit(tx, alice.account.address, 1_000_000n * T));
    const transfer = await timePerOp('POST /api/transfer (ledger, idempotent)', 300, () =>
      post(ctx, alice, '/api/transfer', { asset: 'USDT', amount: T.toString(), to: bob.account.address }),
    );
    const swap = await timePerOp('POST /api/swap (ledger, idempotent)', 300, () =>
      post(ctx, alice, '/api/swap', { from: 'USDT', to: 'USDB', amount: T.toString() }),
    );
    const buyer = await newUser(ctx, alice);
    await ctx.db.transaction((tx) => deposit(tx, buyer.account.address, 1_000_000n * T));
    const node = await timePerOp('POST /api/nodes/purchase (1 share, rewards)', 300, () =>
      post(ctx, buyer, '/api/nodes/purchase', { kind: 'community', shares: 1 }),
    );
    const stake = await timePerOp('POST /api/stake (10 USDT, 30 days)', 300, () =>
      post(ctx, buyer, '/api/stake', { packageId: 'd30', amount: (10n * T).toString() }),
    );
    const balances = await timePerOp('GET /api/assets/balances', 500, () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/assets/balances',
        headers: { authorization: `Bearer ${alice.token}` },
      }),
    );
    console.log('\nratios to the baseline (lower is better):');
    console.log(`  nonce      ${(nonce / baseline).toFixed(2)}x`);
    console.log(`  sign-in    ${(login / baseline).toFixed(2)}x`);
    console.log(`  user/info  ${(info / baseline).toFixed(2)}x`);
    console.log(`  transfer   ${(transfer / baseline).toFixed(2)}x`);
    console.log(`  swap       ${(swap / baseline).toFixed(2)}x`);
    console.log(`  node buy   ${(node / baseline).toFixed(2)}x`);
    console.log(`  stake      ${(stake / baseline).toFixed(2)}x`);
    console.log(`  balances   ${(balances / baseline).toFixed(2)}x`);
    const rps = (us: number) => (1_000_000 / us).toFixed(0);
    console.log(
      `  sequential requests per second: health ${rps(baseline)}, node purchase ${rps(node)}, stake ${rps(stake)}`,
    );
  } finally {
    await ctx.close();
  }
}

for (const backend of testBackends()) await main(backend);
