import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

type Row = { user: string; value: number };

/** A load the test resolves when it wants, to place announcements mid-read. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup(options: { maxEntries?: number; ttlMs?: number; byKey?: boolean } = {}) {
  let clock = 0;
  let loads = 0;
  const cache = createReadCache<string, Row | undefined>({
    maxEntries: options.maxEntries ?? 100,
    ttlMs: options.ttlMs ?? 60_000,
    tagOf: (row) => row?.user,
    keep: (row) => row !== undefined,
    ...(options.byKey ? { tagOfKey: (key: string) => key.split(':')[0] as string } : {}),
    now: () => clock,
  });
  cache.setLive(true);
  const load = (row: Row | undefined) => () => {
    loads++;
    return Promise.resolve(row);
  };
  return {
    cache,
    load,
    loads: () => loads,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe('a read cache kept by announcements', () => {
  it('reads once and serves the value until its user is announced changed', async () => {
    const { cache, load, loads } = setup();
    expect(await cache.get('t1', load({ user: 'u1', value: 1 }))).toEqual({ user: 'u1', value: 1 });
    expect(await cache.get('t1', load({ user: 'u1', value: 2 }))).toEqual({ user: 'u1', value: 1 });
    expect(loads()).toBe(1);
    cache.forgetTag('u2');
    expect(await cache.get('t1', load({ user: 'u1', value: 3 }))).toEqual({ user: 'u1', value: 1 });
    cache.forgetTag('u1');
    expect(await cache.get('t1', load({ user: 'u1', value: 4 }))).toEqual({ user: 'u1', value: 4 });
    expect(loads()).toBe(2);
  });

  it('never keeps a value read before an announcement that arrived while reading', async () => {
    const { cache, load } = setup();
    const slow = deferred<Row | undefined>();
    const first = cache.get('t1', () => slow.promise);
    cache.forgetTag('u1'); // the change committed while the read was on its way
    slow.resolve({ user: 'u1', value: 1 });
    expect(await first).toEqual({ user: 'u1', value: 1 });
    expect(await cache.get('t1', load({ user: 'u1', value: 2 }))).toEqual({ user: 'u1', value: 2 });
  });

  it('with tags known from keys, cancels only the announced user reads in flight', async () => {
    const { cache, load } = setup({ byKey: true });
    const mine = deferred<Row | undefined>();
    const other = deferred<Row | undefined>();
    const a = cache.get('u1:balances', () => mine.promise);
    const b = cache.get('u2:balances', () => other.promise);
    cache.forgetTag('u1');
    mine.resolve({ user: 'u1', value: 1 });
    other.resolve({ user: 'u2', value: 1 });
    await Promise.all([a, b]);
    expect(await cache.get('u1:balances', load({ user: 'u1', value: 2 }))).toEqual({ user: 'u1', value: 2 });
    expect(await cache.get('u2:balances', load({ user: 'u2', value: 2 }))).toEqual({ user: 'u2', value: 1 });
  });

  it('shares one read among concurrent callers of a key', async () => {
    const { cache } = setup();
    const slow = deferred<Row | undefined>();
    let calls = 0;
    const load = () => {
      calls++;
      return slow.promise;
    };
    const answers = [cache.get('t1', load), cache.get('t1', load), cache.get('t1', load)];
    slow.resolve({ user: 'u1', value: 7 });
    expect(await Promise.all(answers)).toEqual(Array(3).fill({ user: 'u1', value: 7 }));
    expect(calls).toBe(1);
  });

  it('keeps nothing while announcements may be missed, and starts empty when they resume', async () => {
    const { cache, load, loads } = setup();
    await cache.get('t1', load({ user: 'u1', value: 1 }));
    cache.setLive(false);
    expect(cache.size).toBe(0);
    expect(await cache.get('t1', load({ user: 'u1', value: 2 }))).toEqual({ user: 'u1', value: 2 });
    expect(await cache.get('t1', load({ user: 'u1', value: 3 }))).toEqual({ user: 'u1', value: 3 });
    expect(cache.size).toBe(0);
    // A read begun while not live finishes after going live: not kept (it may predate a lost change).
    const slow = deferred<Row | undefined>();
    const reading = cache.get('t1', () => slow.promise);
    cache.setLive(true);
    slow.resolve({ user: 'u1', value: 4 });
    await reading;
    expect(cache.size).toBe(0);
    expect(await cache.get('t1', load({ user: 'u1', value: 5 }))).toEqual({ user: 'u1', value: 5 });
    expect(await cache.get('t1', load({ user: 'u1', value: 6 }))).toEqual({ user: 'u1', value: 5 });
    expect(loads()).toBe(4);
  });

  it('reads again after the time limit, keeps at most maxEntries, and never keeps unknown tokens', async () => {
    const { cache, load, tick, loads } = setup({ maxEntries: 2, ttlMs: 1000 });
    await cache.get('t1', load({ user: 'u1', value: 1 }));
    tick(999);
    expect(await cache.get('t1', load({ user: 'u1', value: 2 }))).toEqual({ user: 'u1', value: 1 });
    tick(1);
    expect(await cache.get('t1', load({ user: 'u1', value: 3 }))).toEqual({ user: 'u1', value: 3 });
    await cache.get('t2', load({ user: 'u2', value: 1 }));
    await cache.get('t3', load({ user: 'u3', value: 1 }));
    expect(cache.size).toBe(2);
    // t1 was the oldest: read again.
    const before = loads();
    await cache.get('t1', load({ user: 'u1', value: 9 }));
    expect(loads()).toBe(before + 1);
    await cache.get('nope', load(undefined));
    await cache.get('nope', load(undefined));
    expect(loads()).toBe(before + 3);
  });

  it('does not keep a failed read', async () => {
    const { cache, load } = setup();
    await expect(cache.get('t1', () => Promise.reject(new Error('connection lost')))).rejects.toThrow(
      'connection lost',
    );
    expect(await cache.get('t1', load({ user: 'u1', value: 1 }))).toEqual({ user: 'u1', value: 1 });
  });
});
