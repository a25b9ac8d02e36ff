import { createServer } from 'node:net';

/** A TCP port nobody listens on right now, for a test chain or server. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : undefined;
      server.close(() => {
        if (port === undefined) reject(new Error(`could not get a free port on ${host}`));
        else resolvePort(port);
      });
    });
  });
}
