import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient } from 'viem';
import { anvil } from 'viem/chains';
import { afterEach, describe, expect, it } from 'vitest';
import { createRpcTransport, rpcLabel } from './rpc-transport';

/** A JSON-RPC endpoint that answers every request with `answer`. */
async function fakeRpc(answer: { result?: string; error?: { code: number; message: string } }) {
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const { id } = JSON.parse(body) as { id: number };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ jsonrpc: '2.0', id, ...answer }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
/** A URL where nothing listens: the port of a server that was closed. */
async function deadRpc() {
  const url = await fakeRpc({ result: '0x0' });
  const server = servers.pop();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  return url;
}
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const blockNumber = (urls: string[]) => {
  const { transport, health } = createRpcTransport(urls, { retryCount: 0 });
  return { client: createPublicClient({ chain: anvil, transport }), health };
};

describe('createRpcTransport', () => {
  it('labels an RPC by rank and host, never its path (where providers put keys)', () => {
    expect(rpcLabel('https://bsc.provider.example/v1/s3cret', 1)).toBe('2:bsc.provider.example');
  });

  it('asks the first RPC while it answers', async () => {
    const { client, health } = blockNumber([
      await fakeRpc({ result: '0x10' }),
      await fakeRpc({ result: '0x20' }),
    ]);
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(16n);
    expect(health().map((h) => [h.up, h.active, h.failures])).toEqual([
      [true, true, 0],
      [true, false, 0],
    ]);
  });

  it('falls over to the next RPC when the first does not answer, and says so', async () => {
    const { client, health } = blockNumber([await deadRpc(), await fakeRpc({ result: '0x20' })]);
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(32n);
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(32n);
    expect(health().map((h) => [h.up, h.active, h.failures])).toEqual([
      [false, false, 2],
      [true, true, 0],
    ]);
  });

  it('counts an RPC that answers with an error as up', async () => {
    const { client, health } = blockNumber([
      await fakeRpc({ error: { code: -32000, message: 'header not found' } }),
    ]);
    await expect(client.getBlockNumber({ cacheTime: 0 })).rejects.toThrow(/header not found/);
    expect(health()).toMatchObject([{ up: true, active: true, failures: 0 }]);
  });

  it('fails when no RPC answers', async () => {
    const { client, health } = blockNumber([await deadRpc(), await deadRpc()]);
    await expect(client.getBlockNumber({ cacheTime: 0 })).rejects.toThrow();
    expect(health().map((h) => h.up)).toEqual([false, false]);
  });

  it('ranks an RPC that stops answering pings behind the healthy one, which is then asked first', async () => {
    let asked = 0;
    const failing = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        if (body.includes('eth_chainId')) asked++;
        response.writeHead(503);
        response.end();
      });
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    servers.push(failing);
    const healthy = await fakeRpc({ result: '0x61' });
    const urls = [`http://127.0.0.1:${(failing.address() as AddressInfo).port}`, healthy];
    const unranked = createPublicClient({
      chain: anvil,
      transport: createRpcTransport(urls, { retryCount: 0 }).transport,
    });
    expect(await unranked.getChainId()).toBe(97);
    expect(asked).toBe(1);

    const { transport } = createRpcTransport(urls, { retryCount: 0, rankIntervalMs: 20 });
    const ranked = createPublicClient({ chain: anvil, transport });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ranked.getChainId()).toBe(97);
    // Straight to the healthy RPC: the failing one was not asked again.
    expect(asked).toBe(1);
  });
});
