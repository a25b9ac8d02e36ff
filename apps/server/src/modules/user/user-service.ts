import type { Queryable } from '../../db/db';
import { linkReferrer, lockTree } from '../team/team-links';
import type { UserRecord } from './user-record';
import {
  findUserByAddress,
  findUserByAddressForUpdate,
  findUserById,
  insertUserIfNew,
  lockUserRow,
} from './user-repository';

/** The look-ups other modules make: a recipient, a referrer, a user named by a record. */
export { findUserByAddress, findUserById };

/** Whether the address is a registered user: an invite link's inviter, a transfer's recipient. */
export async function isRegistered(db: Queryable, address: string): Promise<boolean> {
  return (await findUserByAddress(db, address)) !== undefined;
}

/**
 * Locks the user's row for this transaction: operations that check and then change one user's
 * state (a limit, a one-time claim, a balance) take it so two requests of the same user take turns.
 */
export async function lockUserForUpdate(tx: Queryable, userId: string): Promise<void> {
  await lockUserRow(tx, userId);
}

/**
 * Creates the user if the address is new and returns the row, locked for this transaction. A new
 * user with a referrer joins the tree (referrer_id and the closure rows) in the same transaction.
 * An existing user's referrer is never touched: the binding is permanent (SPEC 4).
 */
export async function upsertUserForUpdate(
  tx: Queryable,
  address: string,
  pid: string | null,
): Promise<UserRecord> {
  if (pid) await lockTree(tx, 'shared');
  const newId = await insertUserIfNew(tx, address);
  if (newId && pid) {
    const referrer = await findUserByAddress(tx, pid);
    if (!referrer) throw new Error(`referrer ${pid} vanished before ${address} registered`);
    await linkReferrer(tx, newId, referrer.id);
  }
  const user = await findUserByAddressForUpdate(tx, address);
  if (!user) throw new Error(`user ${address} vanished inside its own transaction`);
  return user;
}
