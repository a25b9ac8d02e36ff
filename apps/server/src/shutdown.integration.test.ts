import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@woohoo/contracts/find-free-port';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  isRunning,
  killHard,
  type ServerProcess,
  startServerProcess,
  until,
} from './testing/server-process';
import { createTestDb } from './testing/test-db';

/** The fields every line of a server process carries (server-logger.ts). */
const LINE_FIELDS = ['level', 'time', 'pid', 'hostname', 'service', 'role', 'msg'];
const DRAIN_MS = 1500;
const TIMEOUT_MS = 8000;

/**
 * The real `main.ts` on PostgreSQL told to stop (docs/rules.md "Shutdown"): readiness turns red
 * first, a slow request in flight still gets its answer, and the process exits 0 within
 * SHUTDOWN_TIMEOUT_MS; a request stuck past it makes the process exit 1 in time, saying what was
 * open. Every line it wrote on the way, from start-up to the exit, is JSON with the same fields.
 * The slow request is a public read waiting on a table lock this test holds.
 */
describe.skipIf(!process.env.DATABASE_URL)('main.ts on SIGTERM', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'woohoo-stop-'));
  let database: Awaited<ReturnType<typeof createTestDb>>;
  let env: NodeJS.ProcessEnv;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await createTestDb('postgres');
    env = {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(await findFreePort()),
      LOCAL_CHAIN_PORT: String(await findFreePort()),
      LOG_LEVEL: 'info',
      CHAIN_POLL_MS: '200',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
    };
    for (const name of ['REDIS_URL', 'CHAIN_RPC_URL', 'CHAIN_RPC_URLS', 'CHAIN_ID']) delete env[name];
  });
  const releases: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const release of releases.splice(0)) await release();
    if (server) await killHard(server, 300);
    server = undefined;
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request to GET /api/announcements held by an exclusive lock on its table until `release`. */
  async function heldRequest(s: ServerProcess) {
    const locker = new pg.Client({ connectionString: database.url });
    locker.on('error', () => undefined);
    await locker.connect();
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await locker.query('COMMIT').catch(() => undefined);
      await locker.end().catch(() => undefined);
    };
    releases.push(release);
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE announcements IN ACCESS EXCLUSIVE MODE');
    const answer = fetch(`${s.baseUrl}/api/announcements`)
      .then(async (r) => ({ status: r.status, code: ((await r.json()) as { code: number }).code }))
      .catch((error: Error) => ({ status: 0, code: 0, error: error.message }));
    let settled: unknown;
    void answer.then((a) => {
      settled = a;
    });
    await until(
      'the request waiting on the lock',
      async () => {
        // Inside its transaction the locker would see one snapshot of pg_stat_activity for good.
        await locker.query('SELECT pg_stat_clear_snapshot()');
        return (
          await locker.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        ).rows[0].n;
      },
      (n) => {
        if (settled)
          throw new Error(`answered without waiting: ${JSON.stringify(settled)}\n${s.output().slice(-3000)}`);
        return n > 0;
      },
      10_000,
    );
    return { answer, release };
  }

  const exited = (s: ServerProcess) =>
    new Promise<number | null>((resolve) => {
      if (!isRunning(s)) resolve(s.child.exitCode);
      else s.child.once('exit', (code) => resolve(code));
    });

  const lines = (s: ServerProcess) =>
    s
      .output()
      .split('\n')
      .filter((l) => l.trim() !== '');

  it('turns readiness red first, lets the request in flight finish, and exits 0 in time', async () => {
    server = await startServerProcess(env);
    const s = server;
    expect((await api(s, '/api/ready')).status).toBe(200);
    const held = await heldRequest(s);
    const signalled = Date.now();
    const exit = exited(s);
    s.child.kill('SIGTERM');
    const ready = await until(
      'readiness red',
      () => api(s, '/api/ready'),
      (r) => r.status === 503,
      DRAIN_MS,
      20,
    );
    expect(ready.body).toMatchObject({ code: 50303, data: null });
    // Past the drain the server stops taking connections but waits for the one in flight.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS + 500));
    expect(isRunning(s)).toBe(true);
    await held.release();
    expect(await held.answer).toEqual({ status: 200, code: 10000 });
    expect(await exit, s.output().slice(-4000)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(TIMEOUT_MS);

    // Every line, start-up, migrations, workers, requests and the stop, is JSON with the same fields.
    const written = lines(s);
    const parsed = written.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    for (const line of parsed) {
      for (const field of LINE_FIELDS) expect(line, JSON.stringify(line)).toHaveProperty(field);
      expect(line).toMatchObject({ service: 'woohoo', role: 'all', pid: s.child.pid });
    }
    const messages = parsed.map((line) => line.msg);
    expect(messages).toContain('stopping: readiness is red');
    expect(messages).toContain('stopped');
    expect(messages.some((m) => String(m).startsWith('WOOHOO is ready at http://'))).toBe(true);
  });

  it('exits 1 within SHUTDOWN_TIMEOUT_MS when a request is stuck past it, naming what was open', async () => {
    server = await startServerProcess(env);
    const s = server;
    const held = await heldRequest(s);
    const signalled = Date.now();
    const exit = exited(s);
    s.child.kill('SIGTERM');
    try {
      expect(await exit, s.output().slice(-4000)).toBe(1);
      const took = Date.now() - signalled;
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      expect(took).toBeLessThan(TIMEOUT_MS + 3000);
    } finally {
      await held.release();
    }
    const timedOut = lines(s)
      .map((line) => JSON.parse(line) as { level: number; msg: string; open?: string[] })
      .find((line) => line.msg.startsWith('stop timed out'));
    expect(timedOut?.level).toBe(50);
    expect(timedOut?.open?.[0]).toMatch(/^http server \(\d+ connections? open\)$/);
  });
});
