import { describe, expect, it } from 'vitest';
import { planLocalReset } from './reset-local-plan';

const local = {
  chainRpcUrl: undefined,
  chainId: 31337,
  databaseUrl: undefined,
  dataDir: '/srv/woohoo/.data',
};

describe('planLocalReset', () => {
  it('deletes only the local chain state and the embedded database, keeping the keys', () => {
    expect(planLocalReset(local)).toEqual({
      delete: ['/srv/woohoo/.data/chain', '/srv/woohoo/.data/pglite'],
    });
  });

  it('refuses a real chain, an RPC it did not start, and a PostgreSQL server', () => {
    expect(planLocalReset({ ...local, chainId: 56 })).toMatchObject({
      refuse: expect.stringMatching(/CHAIN_ID is 56/),
    });
    expect(planLocalReset({ ...local, chainRpcUrl: 'http://node:8545' })).toMatchObject({
      refuse: expect.stringMatching(/never reset/),
    });
    expect(planLocalReset({ ...local, databaseUrl: 'postgres://db/w' })).toMatchObject({
      refuse: expect.stringMatching(/never touches a PostgreSQL server/),
    });
  });
});
