import { describe, expect, it } from 'vitest';
import { createIdempotencyKey, nextIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('nextIdempotencyKey', () => {
  it('makes a key when the confirmation opens for the first time', () => {
    expect(nextIdempotencyKey(undefined, 'USDT|10', counter())).toEqual({
      key: 'key-1',
      fingerprint: 'USDT|10',
    });
  });
  it('reuses the key when the same confirmation is retried', () => {
    const generate = counter();
    const first = nextIdempotencyKey(undefined, 'USDT|10', generate);
    expect(nextIdempotencyKey(first, 'USDT|10', generate)).toBe(first);
  });
  it('makes a new key after the form changed', () => {
    const generate = counter();
    const first = nextIdempotencyKey(undefined, 'USDT|10', generate);
    expect(nextIdempotencyKey(first, 'USDT|11', generate).key).toBe('key-2');
  });
});

describe('createIdempotencyKey', () => {
  it('uses crypto.randomUUID when there is one', () => {
    const uuid = '11111111-2222-4333-8444-555555555555' as const;
    expect(createIdempotencyKey({ randomUUID: () => uuid, getRandomValues: (bytes) => bytes })).toBe(uuid);
  });
  it('builds a version 4 UUID from random bytes otherwise', () => {
    const key = createIdempotencyKey({ getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(key).toMatch(UUID_V4);
    expect(key.length).toBeLessThanOrEqual(255);
  });
});
