// `npm run rehearsal`: the whole product in its BNB Smart Chain shape on this machine (README,
// "Rehearsing production on this machine"). On free ports: anvil as chain 56 (a block every
// 0.75 s, `finalized` two blocks under the head), a fresh PostgreSQL database and a Redis database
// of its own, the contracts deployed by the production deploy command, an SMTP catcher as an
// external mail server, a worker and two API replicas in production mode; then a scripted journey
// through the API and one through a real browser with an injected wallet. Everything it started is
// stopped and dropped at the end, also on failure or Ctrl-C. Exit code 0 only when every journey
// passed. Its last line is read by a script:
//   rehearsal deposit_credit_ms=<n> payout_final_ms=<n> journeys=<n> failures=<n>
// deposit_credit_ms is the slowest deposit of the run from inclusion to credited as the API (or
// the page, through the API) shows it; payout_final_ms is from the operator's approval to the
// withdrawal final (success) through the API. A figure no journey reached prints as `na`.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiJourney, type JourneyFigures } from './api-journey';
import { browserJourney } from './browser-journey';
import { startRehearsalChain } from './chain';
import { runningChildren } from './children';
import { step } from './progress';
import { type Stack, startStack } from './stack';
import { claimRedis, createDatabase } from './stores';

const REPO_ROOT = resolve(import.meta.dirname, '..');

const cleanups: { what: string; run: () => Promise<unknown> }[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    // First whatever child is still running (the cluster, a deploy cut short), then the rest in
    // the reverse order of their start: the cluster is stopped before anvil and the database.
    await Promise.all([...runningChildren].map((child) => child.stop()));
    for (const cleanup of cleanups.reverse()) {
      await cleanup
        .run()
        .catch((error: unknown) => console.error(`[rehearsal] cleanup of ${cleanup.what} failed:`, error));
    }
  })();
  return cleaning;
}
// Run by `node --import tsx`, not the tsx CLI: the CLI relays a Ctrl-C to its child and kills it
// with SIGKILL unless the child acknowledges the signal within 30 ms, which a loaded machine
// missed, leaving the database and the Redis keys behind.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    step(`${signal}: stopping everything the rehearsal started`);
    // The steps fail once their processes are gone and main() prints the last line; should one
    // still wait (a browser wait), the run ends anyway half a minute after the cleanup.
    void cleanUp().then(() =>
      setTimeout(() => {
        printLastLine(1);
        process.exit(130);
      }, 30_000).unref(),
    );
  });
}

const figures: JourneyFigures[] = [];
let journeys = 0;
let failures = 0;

function printLastLine(moreFailures = 0): void {
  const worst = (values: (number | undefined)[]) => {
    const known = values.filter((v): v is number => v !== undefined);
    return known.length > 0 ? String(Math.max(...known)) : 'na';
  };
  console.log(
    `rehearsal deposit_credit_ms=${worst(figures.map((f) => f.depositCreditMs))} payout_final_ms=${worst(
      figures.map((f) => f.payoutFinalMs),
    )} journeys=${journeys} failures=${failures + moreFailures}`,
  );
}

async function main(): Promise<number> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const runDir = join(REPO_ROOT, '.data', 'rehearsal', stamp);
  const logDir = join(runDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  step(`run folder ${runDir} (each process's log in logs/)`);
  // The run's keys are throwaway, but keys all the same: never left behind.
  cleanups.push({
    what: 'the run keys',
    run: async () => rmSync(join(runDir, 'secrets'), { recursive: true, force: true }),
  });

  try {
    const database = await createDatabase();
    cleanups.push({ what: database.describe, run: database.drop });
    const redis = await claimRedis();
    cleanups.push({ what: redis.describe, run: redis.drop });
    step(`${database.describe} created; ${redis.describe}`);

    const chain = await startRehearsalChain(runDir, logDir, REPO_ROOT);
    cleanups.push({ what: 'anvil', run: chain.anvil.stop });
    const stack: Stack = await startStack({
      repoRoot: REPO_ROOT,
      runDir,
      logDir,
      chain,
      databaseUrl: database.url,
      redisUrl: redis.url,
      track: (child) => cleanups.push({ what: child.name, run: child.stop }),
    });

    // REHEARSAL_JOURNEYS=browser (or api) runs one of them, to work on it.
    const chosen = (process.env.REHEARSAL_JOURNEYS ?? 'api,browser').split(',');
    for (const [name, journey] of [
      ['api', () => apiJourney(chain, stack)],
      ['browser', () => browserJourney(chain, stack, runDir)],
    ] as const) {
      if (!chosen.includes(name)) continue;
      if (interrupted) break;
      journeys += 1;
      try {
        figures.push(await journey());
        step(`${name} journey passed`);
      } catch (error) {
        failures += 1;
        step(`${name} journey FAILED: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } catch (error) {
    failures += 1;
    step(`FAILED before the journeys ended: ${error instanceof Error ? error.stack : String(error)}`);
  } finally {
    step('stopping the cluster, the catcher and anvil; dropping the database and the Redis keys');
    await cleanUp();
  }
  printLastLine();
  if (interrupted) return 130;
  return failures === 0 && journeys > 0 ? 0 : 1;
}

process.exitCode = await main();
