// The external SMTP server of the rehearsal: the server's embedded catcher run as a process of its
// own, since outside the local chain the product refuses to start it (config/env.ts) and sends
// through SMTP_URL like any production server. It prints its URL as the first line, then one JSON
// line per message received, which the rehearsal reads to find KYC1 codes.
import { startDevSmtp } from '../apps/server/src/mail/dev-smtp';

const catcher = await startDevSmtp(0);
console.log(JSON.stringify({ url: catcher.url }));
const printed = new Set<string>();
const timer = setInterval(() => {
  for (const message of catcher.inbox.list().reverse()) {
    if (printed.has(message.id)) continue;
    printed.add(message.id);
    console.log(JSON.stringify({ message }));
  }
}, 100);
const stop = () => {
  clearInterval(timer);
  void catcher.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
