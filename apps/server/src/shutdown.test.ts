import { describe, expect, it } from 'vitest';
import { createShutdown, type ShutdownStep } from './shutdown';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recorder() {
  const events: string[] = [];
  const lines: { level: string; fields: object; msg: string }[] = [];
  const log = {
    info: (fields: object, msg: string) => lines.push({ level: 'info', fields, msg }),
    error: (fields: object, msg: string) => lines.push({ level: 'error', fields, msg }),
  };
  const step = (name: string, ms: number): ShutdownStep => ({
    name,
    close: async () => {
      events.push(`${name} closing`);
      await wait(ms);
      events.push(`${name} closed`);
    },
  });
  return { events, lines, log, step };
}

describe('the stop on a signal', () => {
  it('turns readiness red at once, drains, closes group after group and exits 0', async () => {
    const { events, lines, log, step } = recorder();
    const exits: number[] = [];
    const groups = [[step('http', 30), step('jobs', 10)], [step('database', 0)]];
    const shutdown = createShutdown({
      drainMs: 50,
      timeoutMs: 2000,
      log,
      groups: () => groups,
      exit: (c) => exits.push(c),
    });
    expect(shutdown.stopping()).toBe(false);
    const started = Date.now();
    const stopped = shutdown.stop('SIGTERM');
    expect(shutdown.stopping()).toBe(true);
    // Nothing closes during the drain.
    await wait(20);
    expect(events).toEqual([]);
    // A second signal waits for the same stop.
    await Promise.all([stopped, shutdown.stop('SIGINT')]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(events).toEqual([
      'http closing',
      'jobs closing',
      'jobs closed',
      'http closed',
      'database closing',
      'database closed',
    ]);
    expect(exits).toEqual([0]);
    expect(lines.map((l) => l.msg)).toEqual(['stopping: readiness is red', 'stopped']);
  });

  it('skips the drain when told to (Ctrl-C at a terminal)', async () => {
    const { events, log, step } = recorder();
    const exits: number[] = [];
    const shutdown = createShutdown({
      drainMs: 10_000,
      timeoutMs: 20_000,
      log,
      groups: () => [[step('http', 0)]],
      exit: (c) => exits.push(c),
    });
    const started = Date.now();
    await shutdown.stop('SIGINT', 0);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(events).toEqual(['http closing', 'http closed']);
    expect(exits).toEqual([0]);
  });

  it('exits 1 at the bound, naming what was still open', async () => {
    const { lines, log, step } = recorder();
    const exits: number[] = [];
    const stuck: ShutdownStep = { ...step('http server', 10_000), detail: () => '1 connection open' };
    const shutdown = createShutdown({
      drainMs: 0,
      timeoutMs: 200,
      log,
      groups: () => [[stuck, step('jobs', 0)], [step('database', 0)]],
      exit: (c) => exits.push(c),
    });
    const started = Date.now();
    void shutdown.stop('SIGTERM');
    while (exits.length === 0) await wait(10);
    expect(Date.now() - started).toBeLessThan(400);
    expect(exits).toEqual([1]);
    const timedOut = lines.find((l) => l.level === 'error');
    expect(timedOut?.fields).toMatchObject({ open: ['http server (1 connection open)'], timeoutMs: 200 });
    expect(timedOut?.msg).toBe('stop timed out after 200 ms; still open: http server (1 connection open)');
  });

  it('exits 1 when a step fails to close, after closing the rest', async () => {
    const { events, lines, log, step } = recorder();
    const exits: number[] = [];
    const failing: ShutdownStep = { name: 'redis', close: async () => Promise.reject(new Error('gone')) };
    const shutdown = createShutdown({
      drainMs: 0,
      timeoutMs: 2000,
      log,
      groups: () => [[failing], [step('database', 0)]],
      exit: (c) => exits.push(c),
    });
    await shutdown.stop('SIGTERM');
    expect(events).toEqual(['database closing', 'database closed']);
    expect(exits).toEqual([1]);
    expect(lines.some((l) => l.msg === 'stopping: redis failed to close')).toBe(true);
  });
});
