// deploy/grafana/woohoo.json and deploy/prometheus/alerts.yml read only metrics the server's
// /metrics declares: an in-process app on a fresh database (apps/server/src/testing) is scraped once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, type TestContext } from '../../apps/server/src/testing/test-app';
import { declaredMetrics, metricNames } from './metric-names';
import { REPO_ROOT } from './podman';

type Panel = { title: string; targets?: { expr: string }[] };
const dashboard = JSON.parse(readFileSync(join(REPO_ROOT, 'deploy/grafana/woohoo.json'), 'utf8')) as {
  panels: Panel[];
};
const alerts = parse(readFileSync(join(REPO_ROOT, 'deploy/prometheus/alerts.yml'), 'utf8')) as {
  groups: { rules: { alert: string; expr: string }[] }[];
};

let ctx: TestContext;
let declared: Set<string>;

describe('the dashboard and the alerts', () => {
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    declared = declaredMetrics((await ctx.app.inject({ method: 'GET', url: '/metrics' })).body);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('reads names with metricNames as Prometheus would', () => {
    expect(
      metricNames('histogram_quantile(0.9, rate(woohoo_http_request_duration_seconds_bucket[5m]))'),
    ).toEqual(['woohoo_http_request_duration_seconds']);
    expect(declared.has('woohoo_payout_queue_length')).toBe(true);
  });

  it('has a query on every panel, each reading metrics /metrics declares', () => {
    expect(dashboard.panels.length).toBeGreaterThan(10);
    for (const panel of dashboard.panels) {
      const exprs = (panel.targets ?? []).map((t) => t.expr);
      expect(exprs.length, panel.title).toBeGreaterThan(0);
      for (const expr of exprs) {
        const names = metricNames(expr);
        expect(names.length, `${panel.title}: ${expr}`).toBeGreaterThan(0);
        for (const name of names) expect(declared.has(name), `${panel.title}: ${name}`).toBe(true);
      }
    }
  });

  it('alerts only on metrics /metrics declares (and the scrape itself)', () => {
    for (const rule of alerts.groups.flatMap((g) => g.rules)) {
      for (const name of metricNames(rule.expr))
        expect(declared.has(name), `${rule.alert}: ${name}`).toBe(true);
      if (metricNames(rule.expr).length === 0) expect(rule.expr, rule.alert).toMatch(/\bup\{/);
    }
  });
});
