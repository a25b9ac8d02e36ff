import type { LocalAccount } from 'viem';
import { expect } from 'vitest';
import { prng } from '../prng';
import type { ProcessCluster, Role } from '../process-cluster';
import type { Envelope } from '../server-process';

// A seeded workload's run against an API and a worker that get killed (faults.integration.test.ts):
// its state, its plan of kills, and calls that survive a kill.

export type User = { name: string; account: LocalAccount; token: string; id: string; funded: boolean };

/** One HTTP write or read of the workload; no `user` means the operator's token. */
export type Call = { user?: User; method: 'GET' | 'POST'; path: string; body?: object; key?: string };

export type Answer = { status: number; body: Envelope<Record<string, unknown> | null> };

/** What the run's own faults did, for the figures printed at the end. */
export type FaultLog = { api: string[]; worker: string[] };

export type Run = {
  cluster: ProcessCluster;
  /** The workload's seed: it names the idempotency keys. */
  seed: number;
  users: User[];
  random: () => number;
  faults: ReturnType<typeof planFaults> | undefined;
  log: FaultLog;
  deposits: { user: User; amountWei: bigint; txHash: string }[];
  reviewing: { id: string; user: User }[];
};

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The kills of one run: which steps they are planned at (all the worker's, all but one of the
 * API's: the settlement brings the last) and their delays, all from the fault seed.
 */
export function planFaults(seed: number, operations: number, kills: Record<Role, number>) {
  const random = prng(seed ^ 0x5eed);
  const planned = new Map<number, Role[]>();
  const roles: Role[] = [...Array(kills.api - 1).fill('api'), ...Array(kills.worker).fill('worker')];
  for (const role of roles) {
    const step = 5 + Math.floor(random() * (operations * 0.8 - 5));
    planned.set(step, [...(planned.get(step) ?? []), role]);
  }
  const pending: Record<Role, number> = { api: 0, worker: 0 };
  return {
    arrive: (step: number) => {
      for (const role of planned.get(step) ?? []) pending[role]++;
    },
    /** Takes a pending kill of `role`, if any: its delay in ms. */
    take: (role: Role, maxDelayMs: number): number | undefined => {
      if (pending[role] === 0) return undefined;
      pending[role]--;
      return Math.floor(random() * maxDelayMs);
    },
    delay: (maxDelayMs: number) => Math.floor(random() * maxDelayMs),
    chance: (p: number) => random() < p,
  };
}

export async function send(cluster: ProcessCluster, call: Call): Promise<Answer> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${call.user?.token ?? cluster.operatorToken}`,
  };
  if (call.body) headers['content-type'] = 'application/json';
  if (call.key) headers['idempotency-key'] = call.key;
  const response = await fetch(`${cluster.baseUrl}${call.path}`, {
    method: call.method,
    headers,
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/**
 * Sends `call` until it answers: again after a transport error (the API is down), a rate limit
 * (42900), a settlement another process is running (40925) or a database that did not answer
 * (50300), with the same key and body. Any other 5xx is a bug and fails the test.
 */
export async function answered(cluster: ProcessCluster, call: Call): Promise<Answer> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (cluster.crashes.length > 0) throw new Error(`a process crashed:\n${cluster.crashes.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`${call.method} ${call.path} never answered`);
    const answer = await send(cluster, call).catch(() => undefined);
    if (!answer || [42900, 40925, 50300].includes(answer.body.code)) {
      await sleep(answer ? 250 : 50);
      continue;
    }
    if (answer.status >= 500) throw new Error(`${call.path} answered ${JSON.stringify(answer.body)}`);
    return answer;
  }
}

/** What the database shows of a write cut off by a kill: whether it committed before. */
async function landed(run: Run, call: Call): Promise<boolean> {
  if (call.key && call.user) {
    const rows = await run.cluster.db.query(
      'SELECT 1 FROM api_idempotency WHERE user_id = $1 AND key = $2 AND response IS NOT NULL',
      [call.user.id, call.key],
    );
    return rows.length > 0;
  }
  const review = call.path.match(/withdrawals\/(\d+)\//);
  if (review) {
    const [row] = await run.cluster.db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE id = $1',
      [review[1]],
    );
    return row?.status !== 'reviewing';
  }
  const rows = await run.cluster.db.query(
    `SELECT 1 FROM job_runs WHERE job = 'settlement' AND status = 'succeeded' AND run_key = $1`,
    [(call.body as { day: string }).day],
  );
  return rows.length > 0;
}

/**
 * A write of the workload. With an API kill due, the call is sent, the API is killed a few ms
 * later and started again, and the call is sent again until it answers; a keyed call must
 * answer exactly what it answered before the kill, if it did. An operator's review carries no
 * key: as a person would, the test looks at the withdrawal before approving it twice.
 */
export async function write(run: Run, call: Call, killDelayMs?: number): Promise<Answer> {
  if (killDelayMs === undefined) return answered(run.cluster, call);
  const first = send(run.cluster, call).then(
    (answer) => answer,
    () => undefined,
  );
  await sleep(killDelayMs);
  const [open] = await run.cluster.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'woohoo-api' AND xact_start IS NOT NULL`,
  );
  await run.cluster.kill('api');
  const before = await first;
  const committed = await landed(run, call);
  run.log.api.push(
    before
      ? 'answered just before the kill'
      : committed
        ? 'committed, killed before answering'
        : open?.n
          ? 'killed inside its transaction'
          : 'killed before its transaction',
  );
  await run.cluster.start('api');
  const review = call.path.match(/withdrawals\/(\d+)\/(approve|reject)/);
  if (review && committed && !before) {
    // The answer the review would have given is the status its own transaction wrote: by the
    // time the API is back, the worker may already have paid an approved withdrawal (success).
    const [row] = await run.cluster.db.query<{ status: string; reviewed_by: string | null }>(
      'SELECT status, reviewed_by FROM withdrawals WHERE id = $1',
      [review[1]],
    );
    const wrote = review[2] === 'approve' ? 'approved' : 'rejected';
    const reached = review[2] === 'approve' ? ['approved', 'success'] : ['rejected'];
    expect(reached, `withdrawal ${review[1]} after its review was cut off`).toContain(row?.status);
    expect(row?.reviewed_by, `withdrawal ${review[1]} reviewed by`).not.toBeNull();
    return {
      status: 200,
      body: { code: 10000, msg: 'success', data: { id: review[1], status: wrote } },
    };
  }
  if (review && before) return before;
  const again = await answered(run.cluster, call);
  if (call.key && before?.body.code === 10000)
    expect(again.body, `${call.path} after a kill`).toEqual(before.body);
  return again;
}

/** Kills the worker and starts it again; `phase` says how far its work had got. */
export async function killWorker(run: Run, phase: () => Promise<string>): Promise<void> {
  await run.cluster.kill('worker');
  run.log.worker.push(await phase());
  await run.cluster.start('worker');
}
