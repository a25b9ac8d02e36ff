import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
import type { Db } from '../db/db';
import { upsertUserForUpdate } from '../modules/user/user-service';
import { seedMallProducts } from './seed-mall';

/**
 * Demo data for the local run mode: a small referral tree on anvil accounts 5..8 (5 is the
 * root; 6 and 7 were referred by 5; 8 by 6). Idempotent: a second start changes nothing.
 * Accounts 1..4 are left unregistered so a newcomer's first sign-in can be tried. Also the demo
 * mall's products.
 */
export async function seedDemoData(db: Db): Promise<void> {
  const [a5, a6, a7, a8] = [ANVIL_ACCOUNTS[5], ANVIL_ACCOUNTS[6], ANVIL_ACCOUNTS[7], ANVIL_ACCOUNTS[8]];
  const tree: [string, string | null][] = [
    [a5, null],
    [a6, a5],
    [a7, a5],
    [a8, a6],
  ];
  await db.transaction(async (tx) => {
    // Registered as a sign-in registers them: the referrer as a foreign key and the closure rows.
    for (const [address, pid] of tree) await upsertUserForUpdate(tx, address, pid);
  });
  await seedMallProducts(db);
}
