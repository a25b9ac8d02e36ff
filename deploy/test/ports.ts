// Free ports on 127.0.0.1 for containers on the host's network.
import { createServer } from 'node:net';

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port with the `count - 1` after it free too. */
export async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    let free = true;
    for (let i = 0; i < count && free; i++) free = await portFree(base + i);
    if (free) return base;
  }
  throw new Error(`found no ${count} free consecutive ports`);
}
