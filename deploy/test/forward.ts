// A TCP forwarder on every address of this machine to a service that listens on 127.0.0.1 only
// (anvil, the SMTP catcher), so containers on a compose network reach it as
// host.containers.internal:<port>, as they would reach a chain RPC or a mail server elsewhere.
import { createConnection, createServer } from 'node:net';

export async function forwardFromContainers(
  target: URL,
): Promise<{ url: string; close: () => Promise<void> }> {
  const port = Number(target.port);
  const server = createServer((incoming) => {
    const outgoing = createConnection({ host: '127.0.0.1', port });
    incoming.pipe(outgoing).pipe(incoming);
    const end = () => {
      incoming.destroy();
      outgoing.destroy();
    };
    incoming.on('error', end);
    outgoing.on('error', end);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '0.0.0.0', () => resolve());
  });
  const address = server.address();
  const forwarded = typeof address === 'object' && address ? address.port : 0;
  return {
    // The tests' targets carry no path or credentials: scheme, host and port say it all.
    url: `${target.protocol}//host.containers.internal:${forwarded}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
