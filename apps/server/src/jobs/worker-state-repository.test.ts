import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/db';
import { createSharedWorkerState } from './worker-state-repository';

/** A database that only counts the states written to it. */
function makeCountingDb() {
  const written: (readonly unknown[])[] = [];
  const db: Queryable = {
    query: async <T>(_sql: string, params: readonly unknown[] = []) => {
      written.push(params);
      return [] as T[];
    },
    copyFrom: async () => {},
  };
  return { db, written };
}

describe('createSharedWorkerState', () => {
  it('writes a changed state at once and an unchanged one at most every interval', async () => {
    const { db, written } = makeCountingDb();
    const clock = { ms: 0 };
    const share = createSharedWorkerState(db, 'payout worker', 15_000, () => clock.ms);
    await share({ state: 'running' });
    clock.ms = 14_999;
    await share({ state: 'running' });
    expect(written).toHaveLength(1);
    await share({ state: 'halted', reason: 'a payout vanished' });
    await share({ state: 'halted', reason: 'the nonce is below payouts mined' });
    expect(written.map((params) => params.slice(1))).toEqual([
      ['running', null],
      ['halted', 'a payout vanished'],
      ['halted', 'the nonce is below payouts mined'],
    ]);
    clock.ms += 15_000;
    await share({ state: 'halted', reason: 'the nonce is below payouts mined' });
    expect(written).toHaveLength(4);
  });
});
