// The mix's load generator: autocannon, its connections spread over the replicas as a load
// balancer would, each request a draw of OPERATIONS by a random user, and every answer tallied
// by operation: accepted (2xx with the success envelope), rate limited (429), or an error.
import http from 'node:http';
import type { Request } from 'autocannon';
import autocannon from 'autocannon';
import { percentile } from '../settlement/report';
import { drawOperation, type MixRequest, type Operation } from './operations';
import type { MixUser, Product } from './seed';

export type OperationTally = {
  sent: number;
  ok: number;
  limited: number;
  errors: number;
  /** Error answers by status, for the report. */
  statuses: Map<number, number>;
  /** What the accepted writes spent, by asset. */
  spent: Map<string, bigint>;
  /** Milliseconds from building the request to its answer, for the per-operation percentiles. */
  latencies: number[];
};
export type Tally = Map<string, OperationTally>;

const SUCCESS = '"code":10000';

function tallyOf(tally: Tally, name: string): OperationTally {
  let entry = tally.get(name);
  if (!entry) {
    entry = { sent: 0, ok: 0, limited: 0, errors: 0, statuses: new Map(), spent: new Map(), latencies: [] };
    tally.set(name, entry);
  }
  return entry;
}

function record(tally: Tally, operation: Operation, status: number, body: string, latencyMs?: number) {
  const entry = tallyOf(tally, operation.name);
  entry.sent++;
  if (latencyMs !== undefined) entry.latencies.push(latencyMs);
  if (status === 429) {
    entry.limited++;
    return;
  }
  if (status < 200 || status >= 300 || !body.includes(SUCCESS)) {
    entry.errors++;
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    return;
  }
  entry.ok++;
  if (operation.ledger) {
    const { asset, wei } = operation.ledger.spent(JSON.parse(body).data);
    entry.spent.set(asset, (entry.spent.get(asset) ?? 0n) + wei);
  }
}

type Context = { operation?: Operation; key?: string; builtAt?: number };

/** A write sent whose answer was not seen yet: autocannon drops what is in flight when a slice ends. */
type PendingWrite = { operation: Operation; token: string; request: MixRequest; key: string };

/** One request of the mix, drawn: what to send, and the write key it is remembered under. */
type Drawn = {
  operation: Operation;
  method: MixRequest['method'];
  path: string;
  headers: Record<string, string>;
  body?: string;
  key?: string;
};

/** What a paced run saw: the rate it kept, and latencies from each request's due time. */
export type PacedResult = { rate: number; sent: number; p50: number; p99: number; failures: number };

export type Mix = {
  /** The one dynamic request of the mix: every call draws an operation and a user. */
  requests: Request[];
  tally: Tally;
  /**
   * Sends again, with the same idempotency key and body, every write whose answer the load never
   * saw (the API answers a repeat with the first result, or runs it if it never arrived), and
   * tallies those answers: afterwards every write the API accepted is in the tally. Returns how many.
   */
  settlePending: (apiUrl: string) => Promise<number>;
  /**
   * Open loop: `rate` requests a second, evenly spaced over `seconds`, spread over `urls`, each
   * sent at its due time whatever the answers before it (no connection waits for an answer before
   * the next is due, so a slow answer cannot hold the load back), tallied like the others. Each
   * latency counts from the request's due time, so a generator that falls behind shows it too.
   */
  paced: (urls: readonly string[], rate: number, seconds: number) => Promise<PacedResult>;
};

export function createMix(users: readonly MixUser[], products: readonly Product[]): Mix {
  const tally: Tally = new Map();
  const pending = new Map<string, PendingWrite>();
  let keys = 0;
  const anyUser = () => users[Math.floor(Math.random() * users.length)]!;
  const draw = (): Drawn => {
    const operation = drawOperation(Math.random);
    const user = anyUser();
    let other = anyUser();
    while (other === user) other = anyUser();
    const product = products[Math.floor(Math.random() * products.length)]!;
    const mixRequest = operation.request(user, other, product);
    const { method, path, body } = mixRequest;
    const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
    if (!body) return { operation, method, path, headers };
    const key = `mix-${process.pid}-${++keys}`;
    pending.set(key, { operation, token: user.token, request: mixRequest, key });
    headers['content-type'] = 'application/json';
    headers['idempotency-key'] = key;
    return { operation, method, path, headers, body: JSON.stringify(body), key };
  };
  const answered = (
    drawn: Pick<Drawn, 'operation' | 'key'>,
    status: number,
    body: string,
    latencyMs?: number,
  ) => {
    if (drawn.key) pending.delete(drawn.key);
    record(tally, drawn.operation, status, body, latencyMs);
  };
  const requests = [
    {
      setupRequest: (request, context: Context) => {
        const { operation, key, ...http } = draw();
        context.operation = operation;
        context.key = key;
        // autocannon builds a connection's next request as it sends it (one in flight at a time).
        context.builtAt = performance.now();
        return { ...request, ...http };
      },
      onResponse: (status: number, body: string, context: Context) => {
        if (!context.operation) return;
        const latencyMs = context.builtAt === undefined ? undefined : performance.now() - context.builtAt;
        answered({ operation: context.operation, key: context.key }, status, body, latencyMs);
      },
    } as Request,
  ];
  const settlePending = async (apiUrl: string) => {
    const writes = [...pending.values()];
    pending.clear();
    for (const write of writes) {
      const response = await fetch(`${apiUrl}${write.request.path}`, {
        method: write.request.method,
        headers: {
          authorization: `Bearer ${write.token}`,
          'content-type': 'application/json',
          'idempotency-key': write.key,
        },
        body: JSON.stringify(write.request.body),
      });
      record(tally, write.operation, response.status, await response.text());
    }
    return writes.length;
  };
  const paced = (urls: readonly string[], rate: number, seconds: number) =>
    pacedRun(urls, rate, seconds, draw, answered);
  return { requests, tally, settlePending, paced };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function pacedRun(
  urls: readonly string[],
  rate: number,
  seconds: number,
  draw: () => Drawn,
  answered: (drawn: Drawn, status: number, body: string, latencyMs: number) => void,
): Promise<PacedResult> {
  // Sockets enough for every request that could be in flight at once; kept alive like a browser's.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let failures = 0;
  const total = Math.round(rate * seconds);
  const sends: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const early = due - performance.now();
    if (early >= 1) await sleep(early);
    const drawn = draw();
    sends.push(
      send(agent, `${urls[i % urls.length]}${drawn.path}`, drawn).then(
        ({ status, body }) => {
          const latencyMs = performance.now() - due;
          latencies.push(latencyMs);
          answered(drawn, status, body, latencyMs);
        },
        () => {
          failures++;
        },
      ),
    );
  }
  await Promise.all(sends);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / elapsedS,
    sent: total,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures,
  };
}

function send(agent: http.Agent, url: string, drawn: Drawn): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: drawn.method, headers: drawn.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(drawn.body);
  });
}

/** Requests a second (2xx), worst p99 and errors of one target over its slices. */
export type Measure = {
  title: string;
  urls: string[];
  requests?: Request[];
  ok: number;
  seconds: number;
  p99: number[];
  /** Transport errors and timeouts (no answer at all). */
  failures: number;
  /** Answers that were not 2xx (the mix's are tallied by operation as well). */
  non2xx: number;
};

export const measure = (title: string, urls: string[], requests?: Request[]): Measure => ({
  title,
  urls,
  requests,
  ok: 0,
  seconds: 0,
  p99: [],
  failures: 0,
  non2xx: 0,
});

/** One slice of `seconds` at `connections` against the target (not counted when `warmUp`). */
export async function slice(target: Measure, connections: number, seconds: number, warmUp = false) {
  const result = await autocannon({
    // autocannon takes a list too, connection i going to url i % n (lib/run.js); its types say one.
    url: target.urls as unknown as string,
    connections,
    duration: seconds,
    ...(target.requests ? { requests: target.requests } : {}),
  });
  if (warmUp) return;
  target.ok += result['2xx'];
  target.seconds += seconds;
  target.p99.push(result.latency.p99);
  target.failures += result.errors + result.timeouts;
  target.non2xx += result.non2xx;
}
