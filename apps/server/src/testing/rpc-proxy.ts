import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RpcProxy = {
  url: string;
  /** JSON-RPC requests it has passed on so far. */
  requests: () => number;
  /** Stops it as a dead RPC does: the port refuses, open connections are cut. */
  close: () => Promise<void>;
};

/**
 * A tiny HTTP proxy in front of an RPC, so a test can give the server several RPC URLs that
 * reach the same chain and stop one of them mid-run (chain/rpc-failover.integration.test.ts).
 */
export async function startRpcProxy(targetUrl: string): Promise<RpcProxy> {
  let requests = 0;
  let closed: Promise<void> | undefined;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests++;
    try {
      const upstream = await fetch(targetUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      });
      response.writeHead(upstream.status, { 'content-type': 'application/json' });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      response.writeHead(502);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    closed ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closed;
  };
  return { url: `http://127.0.0.1:${port}`, requests: () => requests, close };
}
