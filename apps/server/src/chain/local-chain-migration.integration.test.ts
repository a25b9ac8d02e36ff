import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fundingAbi, testTokenAbi } from '@woohoo/contracts/abis';
import { hasCustody } from '@woohoo/contracts/addresses';
import { type AnvilInstance, startAnvil } from '@woohoo/contracts/anvil';
import { readOwners, readRoleHoldings } from '@woohoo/contracts/custody-roles';
import { deployV1Stack } from '@woohoo/contracts/deploy-v1-stack';
import { readDeployment, writeDeployment } from '@woohoo/contracts/deployment-file';
import { findFreePort } from '@woohoo/contracts/find-free-port';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { anvil as anvilChain } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { fileSigner } from '../keys/treasury-signer';
import { LOCAL_SAFE_OWNERS, prepareChain } from './local-chain';

describe('the local chain moves a deployment recorded before the roles to the custody layout', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-chain-migration-'));
  const staker = mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: 1,
  });
  const file = resolve(dataDir, `chain/deployment-${anvilChain.id}.json`);
  let node: AnvilInstance;
  const lines: string[] = [];
  const log = { info: (msg: string) => lines.push(msg), warn: (msg: string) => lines.push(msg) };

  beforeAll(async () => {
    node = await startAnvil({ port: await findFreePort(), chainId: anvilChain.id });
    const transport = http(node.rpcUrl);
    const publicClient = createPublicClient({ chain: anvilChain, transport });
    // The local treasury key, as the server generates it: version 1's owner of everything.
    const hot = fileSigner(resolve(dataDir, 'keys/deployer.key'), true).account();
    await publicClient.request({
      method: 'anvil_setBalance' as never,
      params: [hot.address, `0x${parseEther('100').toString(16)}`] as never,
    });
    const asHot = createWalletClient({ account: hot, chain: anvilChain, transport });
    const v1 = await deployV1Stack({ publicClient, walletClient: asHot }, hot.address);
    const asStaker = createWalletClient({ account: staker, chain: anvilChain, transport });
    const confirm = async (hash: `0x${string}`) => publicClient.waitForTransactionReceipt({ hash });
    await confirm(
      await asHot.writeContract({
        address: v1.usdt,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [staker.address, parseEther('50')],
      }),
    );
    await confirm(
      await asStaker.writeContract({
        address: v1.usdt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [v1.funding, parseEther('50')],
      }),
    );
    await confirm(
      await asStaker.writeContract({
        address: v1.funding,
        abi: fundingAbi,
        functionName: 'deposit',
        args: [parseEther('50')],
      }),
    );
    writeDeployment(file, anvilChain.id, v1);
  });

  afterAll(async () => {
    await node?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates once, keeps the stake, records the new layout, then reuses it', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CHAIN_RPC_URL: node.rpcUrl,
      CHAIN_ID: String(anvilChain.id),
    });
    const before = readDeployment(file, anvilChain.id);
    const chain = await prepareChain(config, log);
    try {
      const recorded = readDeployment(file, anvilChain.id);
      expect(recorded && hasCustody(recorded)).toBe(true);
      if (!recorded || !hasCustody(recorded)) return;
      expect(chain.contracts).toMatchObject({ funding: before?.funding, timelock: recorded.timelock });
      const info = await chain.publicClient.readContract({
        address: recorded.funding,
        abi: fundingAbi,
        functionName: 'getUserInfo',
        args: [staker.address],
      });
      expect(info.amount).toBe(parseEther('50'));
      const owners = await readOwners(chain.publicClient, recorded);
      expect(owners.funding.owner).toBe(recorded.timelock);
      const safeRoles = await readRoleHoldings(chain.publicClient, recorded, [recorded.safe]);
      expect(safeRoles.map((h) => `${h.contract} ${h.role}`)).toContain('timelock PROPOSER_ROLE');
      expect(LOCAL_SAFE_OWNERS).toHaveLength(3);
      expect(lines.some((line) => line.startsWith('moving the contracts recorded in'))).toBe(true);
    } finally {
      await chain.stop();
    }
    const again = await prepareChain(config, log);
    await again.stop();
    expect(lines.some((line) => line.startsWith('reusing contracts recorded in'))).toBe(true);
  });
});
