import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, http } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { AnvilStartError, startAnvil } from './anvil';
import { findFreePort } from './find-free-port';

describe('startAnvil', () => {
  const dir = mkdtempSync(join(tmpdir(), 'anvil-test-'));

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers with the requested chain id and stops', async () => {
    const anvil = await startAnvil({ port: await findFreePort(), chainId: 4242 });
    const client = createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0 }) });
    expect(await client.getChainId()).toBe(4242);
    await anvil.stop();
    await anvil.stop();
    await expect(client.getChainId()).rejects.toThrow();
  });

  it('keeps the chain in statePath across restarts', async () => {
    const statePath = join(dir, 'nested/state.json');
    const port = await findFreePort();
    const first = await startAnvil({ port, statePath });
    const client = createPublicClient({ transport: http(first.rpcUrl) });
    await client.request({ method: 'evm_mine' as never });
    await client.request({ method: 'evm_mine' as never });
    await first.stop();
    expect(statSync(statePath).size).toBeGreaterThan(0);

    const second = await startAnvil({ port, statePath });
    try {
      expect(await createPublicClient({ transport: http(second.rpcUrl) }).getBlockNumber()).toBe(2n);
    } finally {
      await second.stop();
    }
  });

  it('with stateIntervalSec, keeps the chain through a SIGKILL (a crash or power cut)', async () => {
    const statePath = join(dir, 'interval/state.json');
    const port = await findFreePort();
    const first = await startAnvil({ port, statePath, stateIntervalSec: 1 });
    const client = createPublicClient({ transport: http(first.rpcUrl) });
    for (let i = 0; i < 3; i++) await client.request({ method: 'evm_mine' as never });
    const hash = (await client.getBlock({ blockNumber: 3n })).hash;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    process.kill(first.pid, 'SIGKILL');
    await first.stop();

    const second = await startAnvil({ port, statePath });
    try {
      const after = createPublicClient({ transport: http(second.rpcUrl) });
      expect(await after.getBlockNumber()).toBe(3n);
      expect((await after.getBlock({ blockNumber: 3n })).hash).toBe(hash);
    } finally {
      await second.stop();
    }
  });

  it('rejects with anvil output when the port is taken', async () => {
    const blocker = createServer();
    const port = await findFreePort();
    await new Promise<void>((resolveListen) => blocker.listen(port, '127.0.0.1', resolveListen));
    try {
      const started = startAnvil({ port });
      await expect(started).rejects.toBeInstanceOf(AnvilStartError);
      await expect(started).rejects.toThrow(/exited before answering[\s\S]*Address already in use/);
    } finally {
      blocker.close();
    }
  });
});
