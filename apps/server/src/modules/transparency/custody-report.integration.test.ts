import { rechargeAbi } from '@woohoo/contracts/abis';
import { execSafeTransaction } from '@woohoo/contracts/safe/safe-transaction';
import {
  executeTransaction,
  rechargeRecipientCall,
  scheduleTransaction,
  timelockOperationId,
} from '@woohoo/contracts/timelock-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../testing/test-chain';
import { createCustodyReport, readCustodyReport } from './custody-report';

describe('the custody report on a real anvil', () => {
  let chain: TestChain;
  const source = () => ({
    publicClient: chain.publicClient,
    contracts: chain.contracts,
    hotWallet: chain.treasury.account.address,
    fromBlock: 0n,
    maxBlockRange: 50,
  });

  beforeAll(async () => {
    chain = await startTestChain();
  });

  afterAll(async () => {
    await chain?.stop();
  });

  it('names who holds what: the timelock owns, the Safe unpauses, the hot wallet is rewarder and payer', async () => {
    const report = await readCustodyReport(source(), new Date('2026-12-07T12:00:00Z'));
    const { timelock, safe } = chain.contracts;
    expect(report.timelock).toEqual({ address: timelock, minDelaySec: chain.timelockDelaySec });
    expect(report.safe).toEqual({
      address: safe,
      owners: expect.arrayContaining(chain.safeOwners.map((owner) => owner.address)),
      threshold: 2,
    });
    expect(report.owners).toEqual([
      { contract: 'funding', owner: timelock },
      { contract: 'recharge', owner: timelock },
    ]);
    const hot = report.roles
      .filter((role) => role.holder === 'hotWallet')
      .map((r) => `${r.contract} ${r.role}`);
    expect(hot.sort()).toEqual(['funding REWARDER_ROLE', 'payouts PAYER_ROLE']);
    // The publisher's grant is found from RoleGranted, though nobody named it.
    expect(report.roles).toContainEqual(
      expect.objectContaining({
        contract: 'liabilitiesRoots',
        role: 'PUBLISHER_ROLE',
        account: chain.liabilitiesPublisher.account.address,
        holder: 'other',
      }),
    );
    expect(report.guardians).toEqual([]);
    expect(report.scheduled).toEqual([]);
  });

  it('lists a change the Safe schedules with the time it takes effect, and drops it once executed', async () => {
    const { timelock, safe, recharge } = chain.contracts;
    const newRecipient = chain.users[0]?.address ?? safe;
    const call = rechargeRecipientCall(recharge, newRecipient);
    const delay = BigInt(chain.timelockDelaySec);
    const safeTx = {
      publicClient: chain.publicClient,
      safe,
      signers: chain.safeOwners.slice(0, 2),
      sender: chain.treasury,
    };
    const scheduled = await execSafeTransaction({
      ...safeTx,
      tx: scheduleTransaction(timelock, call, delay),
    });
    const block = await chain.publicClient.getBlock({ blockNumber: scheduled.blockNumber });

    const listed = await readCustodyReport(source(), new Date());
    expect(listed.scheduled).toEqual([
      {
        id: timelockOperationId(call),
        target: recharge,
        targetName: 'recharge',
        action: 'changeRecipient',
        functionName: 'addRechargeRecipient',
        detail: newRecipient,
        effectiveAt: new Date(Number(block.timestamp + delay) * 1000).toISOString(),
      },
    ]);

    await chain.testClient.increaseTime({ seconds: chain.timelockDelaySec });
    await chain.testClient.mine({ blocks: 1 });
    await execSafeTransaction({ ...safeTx, tx: executeTransaction(timelock, call) });
    expect(
      await chain.publicClient.readContract({
        address: recharge,
        abi: rechargeAbi,
        functionName: 'rechargeRecipient',
      }),
    ).toBe(newRecipient);
    expect((await readCustodyReport(source(), new Date())).scheduled).toEqual([]);
  });

  it('serves one read to every caller within the cache time', async () => {
    let nowMs = Date.parse('2026-12-07T12:00:00Z');
    const report = createCustodyReport({ ...source(), now: () => new Date(nowMs) });
    const first = await report();
    nowMs += 29_000;
    expect(await report()).toBe(first);
    nowMs += 2_000;
    expect(await report()).not.toBe(first);
  });
});
