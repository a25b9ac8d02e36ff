import { liabilitiesRootsAbi } from '@woohoo/contracts/abis';
import type { LiabilitiesRoot } from '@woohoo/shared/api/liabilities';
import { addDays, dayWindow, lastClosedDay } from '@woohoo/shared/settlement/settlement-day';
import type { Hex } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildDueLiabilities } from '../modules/transparency/liabilities-service';
import { deposit, newUser, T } from '../testing/money-helpers';
import { createTestApp, type TestContext } from '../testing/test-app';
import { createRecordingLog, startTestChain, type TestChain } from '../testing/test-chain';
import { testBackends } from '../testing/test-db';
import {
  type LiabilitiesPublisher,
  onChainAsset,
  onChainDay,
  publishPendingRoots,
} from './liabilities-publisher';

describe.each(testBackends())('publishing the liabilities roots on chain on %s', (backend) => {
  let chain: TestChain;
  let ctx: TestContext;
  let publisher: LiabilitiesPublisher;
  beforeAll(async () => {
    chain = await startTestChain();
  });
  afterAll(async () => {
    await chain.stop();
  });
  beforeEach(async () => {
    ctx = await createTestApp(backend);
    // Three holders: a tree of fewer publishes no total (docs/rules.md "Proof of liabilities").
    const users = [await newUser(ctx), await newUser(ctx), await newUser(ctx)];
    await ctx.db.transaction(async (tx) => {
      for (const [i, user] of users.entries())
        await deposit(tx, user.account.address, (i === 0 ? 50n : 100n) * T);
    });
    publisher = {
      publicClient: chain.publicClient,
      walletClient: chain.liabilitiesPublisher,
      contract: chain.contracts.liabilitiesRoots!,
      log: createRecordingLog(),
    };
  });
  afterEach(async () => {
    await ctx.close();
  });

  const roots = async (): Promise<LiabilitiesRoot[]> =>
    (await ctx.app.inject({ method: 'GET', url: '/api/transparency/liabilities' })).json().data.items;
  const rootOf = (day: string, asset: LiabilitiesRoot['asset']) =>
    chain.publicClient.readContract({
      address: publisher.contract,
      abi: liabilitiesRootsAbi,
      functionName: 'rootOf',
      args: [onChainDay(day), onChainAsset(asset)],
    });
  // Each test file shares one chain: every test works on days of its own.
  let nextDay = 0;
  const buildDay = async () => {
    const day = addDays(lastClosedDay(ctx.clock.now), -(++nextDay * 10));
    ctx.clock.now = new Date(dayWindow(day)!.end.getTime() + 60_000);
    await buildDueLiabilities(ctx.db, ctx.clock.now);
    return day;
  };

  it("lands every asset's root and total on chain, reads them back, and records the transaction", async () => {
    const day = await buildDay();
    expect(await publishPendingRoots(ctx.db, publisher)).toBe(5);
    for (const root of await roots()) {
      expect(root.day).toBe(day);
      expect(await rootOf(day, root.asset)).toEqual([root.root, BigInt(root.total!), true]);
      expect(root.contract).toBe(publisher.contract);
      const receipt = await chain.publicClient.getTransactionReceipt({ hash: root.txHash as Hex });
      expect(receipt.status).toBe('success');
    }
    expect((await roots()).find((r) => r.asset === 'USDT')?.total).toBe(`${250n * T}`);
    // Nothing is left to publish, and nothing is sent twice.
    expect(await publishPendingRoots(ctx.db, publisher)).toBe(0);
  });

  it('takes over a root a killed run had already sent, with its transaction, and never rewrites one', async () => {
    const day = await buildDay();
    const usdt = (await roots()).find((r) => r.asset === 'USDT')!;
    // The worker sent USDT's root and died before recording it.
    const sent = await chain.liabilitiesPublisher.writeContract({
      address: publisher.contract,
      abi: liabilitiesRootsAbi,
      functionName: 'publish',
      args: [onChainDay(day), onChainAsset('USDT'), usdt.root as Hex, BigInt(usdt.total!)],
    });
    await chain.publicClient.waitForTransactionReceipt({ hash: sent });
    expect(await publishPendingRoots(ctx.db, publisher)).toBe(5);
    expect((await roots()).find((r) => r.asset === 'USDT')?.txHash).toBe(sent);
    // The contract refuses a second root for the day, whoever sends it.
    await expect(
      chain.liabilitiesPublisher.writeContract({
        address: publisher.contract,
        abi: liabilitiesRootsAbi,
        functionName: 'publish',
        args: [onChainDay(day), onChainAsset('USDT'), `0x${'11'.repeat(32)}`, 1n],
      }),
    ).rejects.toThrow(/LiabilitiesRootAlreadyPublished/);
    expect((await rootOf(day, 'USDT'))[0]).toBe(usdt.root);
  });
});
