import type { Balance } from '@woohoo/shared/api/money';
import { EVERY_USER, setIdOf, USER_CHANGED_CHANNEL } from '../db/announce-after-commit';
import type { Db } from '../db/db';
import { loadBalances } from '../modules/assets/user-balances';
import { findSession, type SessionView } from '../modules/auth/auth-service';
import { createReadCache, type ReadCache } from './read-cache';
import { selectChangeSet } from './user-change-sets-repository';

export { USER_CHANGED_CHANNEL };

/**
 * Our decision: an API process keeps the sessions and balances it read last in memory, at most this
 * many of each (about 30 MB all told) ...
 */
export const USER_CACHE_MAX_ENTRIES = 50_000;
/** ... and reads each again after this long even when no change was announced: a backstop only. */
export const USER_CACHE_TTL_MS = 60_000;
/**
 * What we promise (README "Replicas"): a committed change shows on every replica's reads within
 * this long after the write was answered. The announcement usually arrives in milliseconds; the
 * bound leaves room for a busy machine. The replica that wrote shows it at once.
 */
export const USER_CHANGE_DELAY_MS = 2_000;

export type UserCaches = {
  /** Sessions by token hash, with their user (unknown tokens are never kept). */
  sessions: ReadCache<string, SessionView | undefined>;
  /** Balances by user id. */
  balances: ReadCache<string, Balance[]>;
  stop(): Promise<void>;
};

/**
 * The API's read caches of what every signed-in request reads (one database round trip saved per
 * request, two on the balances page). The database announces each committed change of a user
 * (migration 040) and every cache drops that user; while announcements may be lost the caches hold
 * nothing. Only reads use them: every write checks its session and balances in the database, inside
 * its own transaction.
 */
export async function createUserCaches(db: Db): Promise<UserCaches> {
  const common = { maxEntries: USER_CACHE_MAX_ENTRIES, ttlMs: USER_CACHE_TTL_MS };
  const sessions = createReadCache<string, SessionView | undefined>({
    ...common,
    load: (tokenHash) => findSession(db, tokenHash),
    tagOf: (session) => session?.user.id,
    keep: (session) => session !== undefined,
  });
  const balances = createReadCache<string, Balance[]>({
    ...common,
    load: (userId) => loadBalances(db, userId),
    tagOf: (_, userId) => userId,
    tagOfKey: (userId) => userId,
  });
  const forgetAll = () => {
    sessions.forgetAll();
    balances.forgetAll();
  };
  const forgetUser = (userId: string) => {
    sessions.forgetTag(userId);
    balances.forgetTag(userId);
  };
  const stop = await db.listen(
    USER_CHANGED_CHANNEL,
    (payload) => {
      if (payload === EVERY_USER) return forgetAll();
      const setId = setIdOf(payload);
      if (setId === undefined) return forgetUser(payload);
      // A large change (a settlement batch) names its users in a stored set (migration 059):
      // only they are dropped. Until the set is read, a changed user's entry may still be served,
      // as before any announcement arrives (USER_CHANGE_DELAY_MS); dropping them after the read
      // also drops what a read begun before the commit stored meanwhile. A set that cannot be
      // read drops everything: never a stale balance.
      selectChangeSet(db, setId).then((userIds) => {
        if (userIds === undefined) forgetAll();
        else for (const userId of userIds) forgetUser(userId);
      }, forgetAll);
    },
    (live) => {
      sessions.setLive(live);
      balances.setLive(live);
    },
  );
  return { sessions, balances, stop };
}
