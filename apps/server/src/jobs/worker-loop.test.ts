import { describe, expect, it } from 'vitest';
import { advisoryLockKey } from './advisory-lock';
import { createWorkerLoop } from './worker-loop';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('advisoryLockKey', () => {
  it('is a stable signed 64-bit key per name', () => {
    const key = advisoryLockKey('deposit-indexer:deposits:56:0xabc');
    expect(key).toBe(advisoryLockKey('deposit-indexer:deposits:56:0xabc'));
    expect(key).not.toBe(advisoryLockKey('payout-signer:56:0xabc'));
    expect(key >= -(2n ** 63n) && key < 2n ** 63n).toBe(true);
  });
});

describe('createWorkerLoop', () => {
  it('never runs two ticks at once and stops after the running one', async () => {
    let active = 0;
    let maxActive = 0;
    let ticks = 0;
    const loop = createWorkerLoop(
      'test',
      async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await delay(15);
        active--;
        ticks++;
        return false;
      },
      1,
      quietLog,
    );
    loop.start();
    loop.start();
    await delay(100);
    await loop.stop();
    const stoppedAt = ticks;
    await delay(40);
    expect(maxActive).toBe(1);
    expect(ticks).toBeGreaterThan(1);
    expect(ticks).toBe(stoppedAt);
    expect(active).toBe(0);
  });

  it('logs a failing tick and keeps going', async () => {
    const errors: string[] = [];
    let calls = 0;
    const loop = createWorkerLoop(
      'flaky',
      async () => {
        calls++;
        if (calls === 1) throw new Error('rpc down\nstack');
        return false;
      },
      1,
      { ...quietLog, error: (msg) => errors.push(msg) },
    );
    loop.start();
    await delay(30);
    await loop.stop();
    expect(errors[0]).toBe('flaky: tick failed: rpc down');
    expect(calls).toBeGreaterThan(1);
  });

  it('runs again at once while a tick reports more work', async () => {
    let calls = 0;
    const loop = createWorkerLoop('catching-up', async () => ++calls < 5, 10_000, quietLog);
    loop.start();
    await delay(30);
    await loop.stop();
    expect(calls).toBe(5);
  });

  it('runs a triggered tick at once instead of waiting out the interval, once per burst', async () => {
    let calls = 0;
    const loop = createWorkerLoop(
      'woken',
      async () => {
        calls++;
        await delay(10);
        return false;
      },
      60_000,
      quietLog,
    );
    loop.start();
    await delay(30);
    expect(calls).toBe(1);
    loop.trigger();
    await delay(30);
    expect(calls).toBe(2);
    // Triggered while a tick runs: one more tick right after it, however many triggers.
    loop.trigger();
    await delay(2);
    loop.trigger();
    loop.trigger();
    await delay(60);
    await loop.stop();
    expect(calls).toBe(4);
  });
});
