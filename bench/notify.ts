// `npm run bench:notify`: what one change announcement (NOTIFY, README "Replicas") costs the
// PostgreSQL server and the listening process, with no session listening and with as many as when
// every pooled connection of two API replicas listened (2 x (10 + 1)), in the same run. Why only a
// process's dedicated connection listens (apps/server/src/db/postgres-notifications.ts).
//
// DATABASE_URL names the server (default the local one). The server's CPU is read from /proc, so
// it must run on this machine. Last line, read by a script:
//   notify listeners=<n> pg_cpu_ms=<ms> node_cpu_ms=<ms> baseline_pg_cpu_ms=<ms> pg_ratio=<x>
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ANNOUNCEMENTS = Number(process.env.BENCH_NOTIFY_COUNT ?? 3000);
const LISTENERS = 22;
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds every PostgreSQL process of this machine has used so far. */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (!name.startsWith('postgres')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** Per announcement: the server's and this process's CPU milliseconds, `listeners` sessions listening. */
async function measure(listeners: number) {
  const clients: pg.Client[] = [];
  let heard = 0;
  for (let i = 0; i < listeners; i++) {
    const client = new pg.Client(SERVER_URL);
    await client.connect();
    await client.query('LISTEN bench_notify');
    client.on('notification', () => heard++);
    clients.push(client);
  }
  const sender = new pg.Client(SERVER_URL);
  await sender.connect();
  const pgBefore = postgresCpuSeconds();
  const nodeBefore = process.cpuUsage();
  // As the API announces (db/announce-after-commit.ts): a transaction of its own, no disk flush.
  for (let i = 0; i < ANNOUNCEMENTS; i++) {
    await sender.query(
      `BEGIN; SET LOCAL synchronous_commit = off; SELECT pg_notify('bench_notify', '${i}'); COMMIT`,
    );
  }
  while (heard < listeners * ANNOUNCEMENTS) await new Promise((done) => setTimeout(done, 10));
  const node = process.cpuUsage(nodeBefore);
  const result = {
    pgMs: ((postgresCpuSeconds() - pgBefore) * 1000) / ANNOUNCEMENTS,
    nodeMs: (node.user + node.system) / 1000 / ANNOUNCEMENTS,
  };
  await sender.end();
  for (const client of clients) await client.end();
  return result;
}

const fixed = (ms: number) => ms.toFixed(3);
console.log(`notify benchmark: ${ANNOUNCEMENTS} announcements, each in a transaction of its own`);
const baseline = await measure(0);
console.log(
  `  no listener: ${fixed(baseline.pgMs)} ms server CPU, ${fixed(baseline.nodeMs)} ms this process`,
);
const fanOut = await measure(LISTENERS);
console.log(
  `  ${LISTENERS} listeners: ${fixed(fanOut.pgMs)} ms server CPU, ${fixed(fanOut.nodeMs)} ms this process (all listeners)`,
);
console.log(
  `notify listeners=${LISTENERS} pg_cpu_ms=${fixed(fanOut.pgMs)} node_cpu_ms=${fixed(fanOut.nodeMs)} ` +
    `baseline_pg_cpu_ms=${fixed(baseline.pgMs)} pg_ratio=${(fanOut.pgMs / baseline.pgMs).toFixed(1)}`,
);
