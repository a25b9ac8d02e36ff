import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

type Row = { user: string; value: number };

/** A read the test finishes when it wants, to place announcements while it is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A cache over a fake database: `rows` is what a read finds, `hold(key)` makes the next read wait. */
function setup(options: { maxEntries?: number; ttlMs?: number; byKey?: boolean } = {}) {
  let clock = 0;
  let reads = 0;
  const rows = new Map<string, Row | undefined>();
  const held = new Map<string, ReturnType<typeof deferred<Row | undefined>>>();
  const cache = createReadCache<string, Row | undefined>({
    load: (key) => {
      reads++;
      const gate = held.get(key);
      held.delete(key);
      return gate ? gate.promise : Promise.resolve(rows.get(key));
    },
    maxEntries: options.maxEntries ?? 100,
    ttlMs: options.ttlMs ?? 60_000,
    tagOf: (row) => row?.user,
    keep: (row) => row !== undefined,
    ...(options.byKey ? { tagOfKey: (key: string) => key.split(':')[0] as string } : {}),
    now: () => clock,
  });
  cache.setLive(true);
  return {
    cache,
    rows,
    reads: () => reads,
    hold: (key: string) => {
      const gate = deferred<Row | undefined>();
      held.set(key, gate);
      return gate;
    },
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe('a read cache kept by announcements', () => {
  it('reads once and serves the value until its user is announced changed', async () => {
    const { cache, rows, reads } = setup();
    rows.set('t1', { user: 'u1', value: 1 });
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 1 });
    rows.set('t1', { user: 'u1', value: 2 });
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 1 });
    expect(reads()).toBe(1);
    cache.forgetTag('u2');
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 1 });
    cache.forgetTag('u1');
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 2 });
    expect(reads()).toBe(2);
  });

  it('forgets every user at once, reads in flight included, and goes on caching', async () => {
    const { cache, rows, reads, hold } = setup();
    rows.set('t1', { user: 'u1', value: 1 });
    rows.set('t2', { user: 'u2', value: 1 });
    await cache.get('t1');
    const slow = hold('t2');
    const inFlight = cache.get('t2');
    rows.set('t1', { user: 'u1', value: 2 });
    rows.set('t2', { user: 'u2', value: 2 });
    cache.forgetAll();
    slow.resolve({ user: 'u2', value: 1 });
    await inFlight;
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 2 });
    expect(await cache.get('t2')).toEqual({ user: 'u2', value: 2 });
    // Still live: what was read after it is served from memory.
    const before = reads();
    await cache.get('t1');
    expect(reads()).toBe(before);
  });

  it('never keeps a value read before an announcement that arrived while reading', async () => {
    const { cache, rows, hold } = setup();
    const slow = hold('t1');
    const first = cache.get('t1');
    // The change commits and is announced while the read is on its way with the old value.
    rows.set('t1', { user: 'u1', value: 2 });
    cache.forgetTag('u1');
    slow.resolve({ user: 'u1', value: 1 });
    expect(await first).toEqual({ user: 'u1', value: 1 });
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 2 });
  });

  it('with tags known from keys, cancels only the announced user reads in flight', async () => {
    const { cache, rows, hold } = setup({ byKey: true });
    const mine = hold('u1:balances');
    const other = hold('u2:balances');
    const a = cache.get('u1:balances');
    const b = cache.get('u2:balances');
    cache.forgetTag('u1');
    mine.resolve({ user: 'u1', value: 1 });
    other.resolve({ user: 'u2', value: 1 });
    await Promise.all([a, b]);
    rows.set('u1:balances', { user: 'u1', value: 2 });
    rows.set('u2:balances', { user: 'u2', value: 2 });
    expect(await cache.get('u1:balances')).toEqual({ user: 'u1', value: 2 });
    expect(await cache.get('u2:balances')).toEqual({ user: 'u2', value: 1 });
  });

  it('shares one read among concurrent callers of a key', async () => {
    const { cache, hold, reads } = setup();
    const slow = hold('t1');
    const answers = [cache.get('t1'), cache.get('t1'), cache.get('t1')];
    slow.resolve({ user: 'u1', value: 7 });
    expect(await Promise.all(answers)).toEqual(Array(3).fill({ user: 'u1', value: 7 }));
    expect(reads()).toBe(1);
  });

  it('keeps nothing while announcements may be missed, and starts empty when they resume', async () => {
    const { cache, rows, hold, reads } = setup();
    rows.set('t1', { user: 'u1', value: 1 });
    await cache.get('t1');
    cache.setLive(false);
    expect(cache.size).toBe(0);
    rows.set('t1', { user: 'u1', value: 2 });
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 2 });
    rows.set('t1', { user: 'u1', value: 3 });
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 3 });
    expect(cache.size).toBe(0);
    // A read begun while not live ends after going live: not kept (it may predate a lost change).
    const slow = hold('t1');
    const reading = cache.get('t1');
    cache.setLive(true);
    slow.resolve({ user: 'u1', value: 4 });
    await reading;
    expect(cache.size).toBe(0);
    rows.set('t1', { user: 'u1', value: 5 });
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 5 });
    rows.set('t1', { user: 'u1', value: 6 });
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 5 });
    expect(reads()).toBe(5);
  });

  it('reads again after the time limit, keeps at most maxEntries, and never keeps unknown tokens', async () => {
    const { cache, rows, tick, reads } = setup({ maxEntries: 2, ttlMs: 1000 });
    rows.set('t1', { user: 'u1', value: 1 });
    await cache.get('t1');
    rows.set('t1', { user: 'u1', value: 2 });
    tick(999);
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 1 });
    tick(1);
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 2 });
    rows.set('t2', { user: 'u2', value: 1 });
    rows.set('t3', { user: 'u3', value: 1 });
    await cache.get('t2');
    await cache.get('t3');
    expect(cache.size).toBe(2);
    // t1 was the oldest: gone, read again.
    const before = reads();
    await cache.get('t1');
    expect(reads()).toBe(before + 1);
    await cache.get('nope');
    await cache.get('nope');
    expect(reads()).toBe(before + 3);
  });

  it('does not keep a failed read', async () => {
    const { cache, rows, hold } = setup();
    const failing = hold('t1');
    const first = cache.get('t1');
    failing.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    rows.set('t1', { user: 'u1', value: 1 });
    expect(await cache.get('t1')).toEqual({ user: 'u1', value: 1 });
  });
});
