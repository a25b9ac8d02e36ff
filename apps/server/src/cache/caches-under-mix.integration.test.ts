import { afterEach, describe, expect, it } from 'vitest';
import { balanceOf, deposit, newUser, post, T, type TestUser } from '../testing/money-helpers';
import { prng } from '../testing/prng';
import { createTestApp, type TestContext } from '../testing/test-app';
import { testBackends } from '../testing/test-db';
import { USER_CHANGE_DELAY_MS } from './user-caches';

/**
 * The read caches under the mix's writes (bench/mix/operations.ts): users write on replica A
 * (transfers to each other, swaps, stakes, node purchases, $WOOHOO buys) while replica B, which
 * serves their balances from its cache, is read over and over. Afterwards each user's committed
 * USDT balances are rebuilt from the ledger, in the order the account row took them (entry ids
 * are drawn after the row lock), and every figure B showed must be one of them, never one older
 * than a figure B showed before, and never older than a write A had answered more than
 * USER_CHANGE_DELAY_MS before the read began.
 */
const USERS = 6;
const WRITES_PER_USER = 10;

type Write = { path: string; body: object; ref: (data: { id: string }) => string };
const WRITES: readonly ((other: TestUser, random: () => number) => Write)[] = [
  (other, random) => ({
    path: '/api/transfer',
    body: {
      asset: 'USDT',
      to: other.account.address,
      amount: (BigInt(1 + Math.floor(random() * 5)) * T).toString(),
    },
    ref: (d) => `transfer:${d.id}`,
  }),
  (_other, random) => ({
    path: '/api/swap',
    body: { from: 'USDT', to: 'USDB', amount: (BigInt(1 + Math.floor(random() * 5)) * T).toString() },
    ref: (d) => `swap:${d.id}`,
  }),
  () => ({
    path: '/api/stake',
    body: { packageId: 'd30', amount: (10n * T).toString() },
    ref: (d) => `stake_order:${d.id}`,
  }),
  () => ({
    path: '/api/nodes/purchase',
    body: { kind: 'community', shares: 1 },
    ref: (d) => `node_order:${d.id}`,
  }),
  () => ({ path: '/api/woohoo/buy', body: { amount: T.toString() }, ref: (d) => `woohoo_order:${d.id}` }),
];

type Read = { user: number; startedAt: number; available: bigint };
type Acked = { ref: string; at: number };

describe.each(testBackends())('read caches under a mix of writes on %s', (backend) => {
  const opened: TestContext[] = [];
  afterEach(async () => {
    for (const ctx of opened.reverse()) await ctx.close();
    opened.length = 0;
  });

  it('never show a balance older than one shown before, nor older than an answered write plus the delay', async () => {
    const a = await createTestApp(backend);
    opened.push(a);
    const b = await createTestApp(backend, { replicaOf: a });
    opened.push(b);
    const users: TestUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await newUser(a, users[i - 1]));
    for (const user of users) await a.db.transaction((tx) => deposit(tx, user.account.address, 8000n * T));

    const random = prng(20_261_127);
    const acked: Acked[] = [];
    const reads: Read[] = [];
    let writing = true;
    const writer = async (i: number) => {
      for (let n = 0; n < WRITES_PER_USER; n++) {
        const other = users[(i + 1 + Math.floor(random() * (USERS - 1))) % USERS]!;
        const write = WRITES[Math.floor(random() * WRITES.length)]!(other, random);
        const res = await post(a, users[i]!, write.path, write.body);
        const body = res.json();
        expect(body.code, `${write.path} ${JSON.stringify(body)}`).toBe(10000);
        acked.push({ ref: write.ref(body.data), at: performance.now() });
      }
    };
    const reader = async () => {
      for (let n = 0; writing; n++) {
        const user = n % USERS;
        const startedAt = performance.now();
        reads.push({ user, startedAt, available: (await balanceOf(b, users[user]!, 'USDT')).available });
        // A cached read may never wait for I/O: give the writers and the announcements their turn.
        await new Promise((done) => setTimeout(done, 2));
      }
    };
    const reading = reader();
    await Promise.all(users.map((_, i) => writer(i)));
    // A last round of reads after the delay: every figure must then be the final one.
    await new Promise((done) => setTimeout(done, USER_CHANGE_DELAY_MS));
    writing = false;
    await reading;
    for (let user = 0; user < USERS; user++)
      reads.push({
        user,
        startedAt: performance.now(),
        available: (await balanceOf(b, users[user]!, 'USDT')).available,
      });

    const problems: string[] = [];
    let stalest = 0;
    for (let user = 0; user < USERS; user++) {
      // The committed states of the user's available USDT, in the order the row took them.
      const entries = await a.db.query<{ ref: string; delta: string }>(
        `SELECT t.ref, e.delta::text AS delta
           FROM ledger_entries e
           JOIN ledger_accounts acc ON acc.id = e.account_id
           JOIN ledger_transfers t ON t.id = e.transfer_id
          WHERE acc.user_id = $1 AND acc.asset = 'USDT' AND acc.bucket = 'available'
          ORDER BY e.id`,
        [users[user]!.id],
      );
      const states = [0n];
      const stateOf = new Map<string, number>();
      for (const entry of entries) {
        states.push(states.at(-1)! + BigInt(entry.delta));
        stateOf.set(entry.ref, states.length - 1);
      }
      let shown = 0;
      for (const read of reads.filter((r) => r.user === user)) {
        // The newest write answered at least the delay before the read began must be in it.
        let due = 0;
        let dueAt = 0;
        for (const write of acked) {
          const state = stateOf.get(write.ref);
          if (state !== undefined && write.at + USER_CHANGE_DELAY_MS <= read.startedAt && state > due) {
            due = state;
            dueAt = write.at;
          }
        }
        const from = Math.max(shown, due);
        const match = states.findIndex((state, index) => index >= from && state === read.available);
        if (match === -1) {
          const newest = states.lastIndexOf(read.available);
          problems.push(
            newest === -1
              ? `user ${user}: showed ${read.available}, never a committed balance`
              : newest < shown
                ? `user ${user}: showed state ${newest} after state ${shown}: went backwards`
                : `user ${user}: showed state ${newest}, ${Math.round(read.startedAt - dueAt)} ms after state ${due} was answered`,
          );
          continue;
        }
        // How long after the newest answered write the read still showed an older state.
        const newer = acked.filter((w) => (stateOf.get(w.ref) ?? -1) > match && w.at <= read.startedAt);
        for (const write of newer) stalest = Math.max(stalest, read.startedAt - write.at);
        shown = match;
      }
      expect(shown, `user ${user}: the last read shows the final balance`).toBe(states.length - 1);
    }
    expect(problems).toEqual([]);
    expect(reads.length).toBeGreaterThan(USERS * 3);
    console.log(
      `[figure] ${backend}: ${acked.length} writes on A, ${reads.length} cached reads on B; ` +
        `the stalest figure B showed was ${Math.round(stalest)} ms behind an answered write (allowed ${USER_CHANGE_DELAY_MS} ms)`,
    );
  });
});
