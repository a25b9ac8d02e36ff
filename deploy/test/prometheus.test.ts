// deploy/prometheus/alerts.yml: promtool checks the rules and runs their unit tests
// (alerts.test.yml); then Prometheus itself scrapes a running server (an in-process app on a
// fresh database, apps/server/src/testing) every second with these rules, and WoohooWorkerHalted
// fires once the payout worker reports itself halted through the shared worker state the workers
// write (jobs/worker-state-repository.ts), and resolves once it runs again.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedWorkerState } from '../../apps/server/src/jobs/worker-state-repository';
import { createTestApp, type TestContext } from '../../apps/server/src/testing/test-app';
import { REPO_ROOT, run, shapeCanRun } from './podman';
import { freePortRun } from './ports';

const RULES = join(REPO_ROOT, 'deploy/prometheus/alerts.yml');
type Alert = { labels: Record<string, string>; state: string };

let ctx: TestContext | undefined;
let prometheus: ChildProcess | undefined;
let dir = '';
let prometheusUrl = '';

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function haltedAlert(): Promise<Alert | undefined> {
  const body = (await (await fetch(`${prometheusUrl}/api/v1/alerts`)).json()) as {
    data: { alerts: Alert[] };
  };
  return body.data.alerts.find((a) => a.labels.alertname === 'WoohooWorkerHalted');
}

describe.runIf(shapeCanRun('deploy/prometheus/alerts.yml', ['prometheus', 'promtool']))(
  'deploy/prometheus/alerts.yml',
  () => {
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'woohoo-prometheus-'));
    });
    afterAll(async () => {
      prometheus?.kill('SIGTERM');
      await ctx?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('passes promtool check rules and its unit tests', async () => {
      const check = await run('promtool', ['check', 'rules', RULES]);
      expect(check.code, check.stderr + check.stdout).toBe(0);
      expect(check.stdout).toMatch(/SUCCESS: \d+ rules found/);
      const unit = await run('promtool', ['test', 'rules', 'alerts.test.yml'], {
        cwd: join(REPO_ROOT, 'deploy/prometheus'),
      });
      expect(unit.code, unit.stderr + unit.stdout).toBe(0);
      expect(unit.stdout).toContain('SUCCESS');
    });

    it('fires WoohooWorkerHalted in Prometheus when a worker halts, and resolves it when it runs', async () => {
      ctx = await createTestApp('pglite');
      await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const address = ctx.app.server.address();
      const appPort = typeof address === 'object' && address ? address.port : 0;
      const [port] = [await freePortRun(1)];
      prometheusUrl = `http://127.0.0.1:${port}`;
      const config = join(dir, 'prometheus.yml');
      writeFileSync(
        config,
        [
          'global: { scrape_interval: 1s, evaluation_interval: 1s }',
          `rule_files: ["${RULES}"]`,
          'scrape_configs:',
          `  - job_name: woohoo`,
          `    static_configs: [{ targets: ["127.0.0.1:${appPort}"] }]`,
          '',
        ].join('\n'),
      );
      prometheus = spawn(
        'prometheus',
        [
          `--config.file=${config}`,
          `--storage.tsdb.path=${join(dir, 'data')}`,
          `--web.listen-address=127.0.0.1:${port}`,
        ],
        { stdio: 'ignore' },
      );
      await until('the server scraped and up', async () => {
        const body = (await (await fetch(`${prometheusUrl}/api/v1/query?query=up`)).json()) as {
          data: { result: { value: [number, string] }[] };
        };
        return body.data.result[0]?.value[1] === '1' ? true : undefined;
      });
      expect(await haltedAlert()).toBeUndefined();

      const report = createSharedWorkerState(ctx.db, 'payout-worker');
      await report({ state: 'halted', reason: 'the treasury nonce moved under the worker (test)' });
      const firing = await until('WoohooWorkerHalted firing', async () => {
        const alert = await haltedAlert();
        return alert?.state === 'firing' ? alert : undefined;
      });
      expect(firing.labels).toMatchObject({ worker: 'payout-worker', severity: 'page' });

      await report({ state: 'running' });
      await until('WoohooWorkerHalted resolved', async () => ((await haltedAlert()) ? undefined : true));
    }, 120_000);
  },
);
