import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export type InboxMessage = {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  receivedAt: string;
};

/** What the embedded SMTP catcher received, newest first. */
export type DevInbox = { list: (to?: string) => InboxMessage[] };

/** Our decision: the dev inbox keeps the last 200 messages in memory. */
const KEPT = 200;

/**
 * The local mode's SMTP catcher: a real SMTP server on 127.0.0.1 that accepts every message and
 * keeps it for the dev inbox instead of delivering it. Never started outside the local mode (config
 * refuses DEV_INBOX there), so its two packages are development dependencies loaded only here: the
 * container image neither installs nor loads them.
 */
export async function startDevSmtp(
  port = 0,
): Promise<{ url: string; inbox: DevInbox; stop: () => Promise<void> }> {
  const [{ simpleParser }, { SMTPServer }] = await Promise.all([import('mailparser'), import('smtp-server')]);
  const messages: InboxMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          messages.unshift({
            id: randomUUID(),
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          messages.length = Math.min(messages.length, KEPT);
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    inbox: { list: (to) => (to ? messages.filter((m) => m.to.includes(to.toLowerCase())) : [...messages]) },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
