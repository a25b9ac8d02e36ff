import type { Db } from '../../db/db';

/** What the rewards, income and assessment services need. */
export type RewardsDeps = { db: Db; now: () => Date };
