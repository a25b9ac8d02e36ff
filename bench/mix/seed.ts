// The mix benchmark's users, written set-based in a few statements rather than through sign-in
// (a SIWE login a user would take minutes for 10,000): users with referrers (and the closure rows
// the team pages read), every ledger account a registration opens, a session each (a token made
// here, stored as its hash, as login does), a few credited deposits each (through the server's
// batch ledger posting), a delivery address each, and the mall's products with deep stock.
import { randomBytes } from 'node:crypto';
import { ASSETS, WITHDRAW_ASSETS } from '@woohoo/shared/assets';
import { SESSION_TTL_SEC } from '@woohoo/shared/constants';
import { getAddress } from 'viem';
import type { Db } from '../../apps/server/src/db/db';
import { generateSessionToken, hashToken } from '../../apps/server/src/modules/auth/secrets';
import { type LedgerTransfer, postTransfers } from '../../apps/server/src/modules/ledger/ledger-service';
import { seedMallProducts } from '../../apps/server/src/scripts/seed-mall';
import { prng } from '../settlement/seed';

const T = 10n ** 18n;
const DAY_MS = 86_400_000;
/** What each user is credited, by deposits of these amounts (history: several per user). */
export const DEPOSITS: readonly { asset: 'USDT' | 'USDB'; amountWei: bigint }[] = [
  { asset: 'USDT', amountWei: 60_000n * T },
  { asset: 'USDT', amountWei: 40_000n * T },
  { asset: 'USDB', amountWei: 10_000n * T },
];
/** Deposits credited per ledger batch (one transaction each). */
const POSTING_BATCH = 5_000;

export type MixUser = { id: string; address: string; token: string; addressId: string };
export type Product = { productId: string; variantId: string };
export type Seeded = { users: MixUser[]; products: Product[]; lastTransferId: string };

/** A wallet address per user id, checksummed as sign-in stores it. */
const addressOf = (id: number) => getAddress(`0x${'b0b0'}${id.toString(16).padStart(36, '0')}`);

/**
 * N users registered over the last 60 days, each referred by an earlier user (uniformly, so the
 * tree is about ln N deep), 2% without a referrer.
 */
async function insertUsers(db: Db, n: number, random: () => number): Promise<string[]> {
  const ids: number[] = [];
  const addresses: string[] = [];
  const referrers: (number | null)[] = [];
  const pids: (string | null)[] = [];
  const created: number[] = [];
  const first = Date.now() - 60 * DAY_MS;
  for (let id = 1; id <= n; id++) {
    const referrer = id === 1 || random() < 0.02 ? null : 1 + Math.floor(random() * (id - 1));
    ids.push(id);
    addresses.push(addressOf(id));
    referrers.push(referrer);
    pids.push(referrer === null ? null : addressOf(referrer));
    created.push(first + Math.floor((59 * DAY_MS * id) / n));
  }
  await db.query(
    `INSERT INTO users (id, address, pid, referrer_id, created_at)
     SELECT id, address, pid, ref, to_timestamp(ms / 1000.0)
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[], $5::float8[]) AS t (id, address, pid, ref, ms)`,
    [ids, addresses, pids, referrers, created],
  );
  await db.query(`SELECT setval('users_id_seq', $1)`, [n]);
  // Every (ancestor, descendant) pair, as migration 030 builds it from users.referrer_id.
  await db.query(
    `INSERT INTO user_closure (ancestor_id, descendant_id, depth)
     WITH RECURSIVE up (descendant_id, ancestor_id, depth) AS (
       SELECT id, referrer_id, 1 FROM users WHERE referrer_id IS NOT NULL
       UNION ALL
       SELECT up.descendant_id, u.referrer_id, up.depth + 1
         FROM up JOIN users u ON u.id = up.ancestor_id WHERE u.referrer_id IS NOT NULL
     )
     SELECT ancestor_id, descendant_id, depth FROM up`,
  );
  return addresses;
}

/** The accounts login opens for a new user (openUserAccounts), for every user at once. */
async function openAccounts(db: Db): Promise<void> {
  const pairs = [
    ...ASSETS.map((asset) => [asset, 'available']),
    ...WITHDRAW_ASSETS.map((asset) => [asset, 'withdraw_hold']),
  ];
  await db.query(
    `INSERT INTO ledger_accounts (owner, user_id, asset, bucket)
     SELECT 'u:' || u.id, u.id, p.asset, p.bucket
       FROM users u CROSS JOIN unnest($1::text[], $2::text[]) AS p (asset, bucket)
      ORDER BY u.id
     ON CONFLICT (owner, asset, bucket, shard) DO NOTHING`,
    [pairs.map(([asset]) => asset), pairs.map(([, bucket]) => bucket)],
  );
}

/** One live session per user; returns each user's bearer token, by index. */
export async function openSessions(db: Db, n: number): Promise<string[]> {
  const tokens = Array.from({ length: n }, () => generateSessionToken());
  const now = new Date();
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, created_at, expires_at)
     SELECT ord, hash, $2, $3 FROM unnest($1::text[]) WITH ORDINALITY AS t (hash, ord)`,
    [tokens.map(hashToken), now, new Date(now.getTime() + SESSION_TTL_SEC * 1000)],
  );
  return tokens;
}

/**
 * DEPOSITS for every user: the confirmed deposit rows, credited as the indexer credits them
 * (chain -> the user's available balance, keyed by the chain event) through the ledger's batch
 * posting.
 */
async function creditDeposits(db: Db, chainId: number): Promise<void> {
  const txTag = randomBytes(4).toString('hex');
  const rows = await db.query<{
    id: string;
    user_id: string;
    asset: string;
    amount: string;
    tx_hash: string;
  }>(
    `INSERT INTO deposits (chain_id, tx_hash, log_index, block_number, block_hash, address, user_id, asset, amount,
                           status, credited_at, created_at)
     SELECT $1, '0x' || $2 || lpad(to_hex(u.id), 24, '0') || lpad(to_hex(d.ord), 32, '0'), 0, d.ord,
            '0x' || repeat('ab', 32), u.address, u.id, d.asset, d.amount::numeric, 'success',
            u.created_at + d.ord * interval '1 hour', u.created_at + d.ord * interval '1 hour'
       FROM users u CROSS JOIN unnest($3::text[], $4::text[]) WITH ORDINALITY AS d (asset, amount, ord)
      ORDER BY u.id, d.ord
     RETURNING id::text AS id, user_id::text AS user_id, asset, amount::text AS amount, tx_hash`,
    [chainId, txTag, DEPOSITS.map((d) => d.asset), DEPOSITS.map((d) => d.amountWei.toString())],
  );
  const transfers: LedgerTransfer[] = rows.map((row) => ({
    idempotencyKey: `deposit:${chainId}:${row.tx_hash}:0`,
    kind: 'deposit',
    refId: row.id,
    postings: [
      { account: { system: 'chain' }, asset: row.asset as 'USDT', deltaWei: -BigInt(row.amount) },
      {
        account: { userId: row.user_id, bucket: 'available' },
        asset: row.asset as 'USDT',
        deltaWei: BigInt(row.amount),
      },
    ],
  }));
  for (let from = 0; from < transfers.length; from += POSTING_BATCH) {
    await db.transaction((tx) => postTransfers(tx, transfers.slice(from, from + POSTING_BATCH)));
  }
}

/** A default delivery address per user; returns its id by user index. */
async function insertAddresses(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO mall_addresses (user_id, name, phone, region, street, postcode, is_default)
     SELECT id, 'Bench User ' || id, '+351 912 345 678', 'Portugal, Lisboa', 'Rua Augusta ' || id, '1100-053', true
       FROM users ORDER BY id
     RETURNING id::text AS id`,
  );
  return rows.map((row) => row.id);
}

/** The demo catalogue with stock no run can exhaust; every variant on sale, to be bought at random. */
async function stockMall(db: Db): Promise<Product[]> {
  await seedMallProducts(db);
  await db.query('UPDATE mall_product_variants SET stock = 1000000');
  const rows = await db.query<{ product_id: string; variant_id: string }>(
    `SELECT p.id::text AS product_id, v.id::text AS variant_id
       FROM mall_products p JOIN mall_product_variants v ON v.product_id = p.id
      WHERE p.on_sale ORDER BY v.id`,
  );
  if (rows.length === 0) throw new Error('the mall seed made no product');
  return rows.map((row) => ({ productId: row.product_id, variantId: row.variant_id }));
}

/** Seeds `n` users (ids 1..n) on a freshly migrated database. */
export async function seedMix(db: Db, n: number, chainId: number, seed: number): Promise<Seeded> {
  const random = prng(seed);
  const addresses = await insertUsers(db, n, random);
  await openAccounts(db);
  const tokens = await openSessions(db, n);
  await creditDeposits(db, chainId);
  const addressIds = await insertAddresses(db);
  const products = await stockMall(db);
  await db.exec('VACUUM ANALYZE');
  const [last] = await db.query<{ id: string }>(
    'SELECT coalesce(max(id), 0)::text AS id FROM ledger_transfers',
  );
  const users = addresses.map((address, i) => ({
    id: String(i + 1),
    address,
    token: tokens[i]!,
    addressId: addressIds[i]!,
  }));
  return { users, products, lastTransferId: last?.id ?? '0' };
}
