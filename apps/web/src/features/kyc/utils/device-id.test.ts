import { describe, expect, it } from 'vitest';
import { createDeviceId, DEVICE_ID_KEY, getDeviceId } from './device-id';

function makeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('device id', () => {
  it('is 32 hex digits from the random source', () => {
    expect(createDeviceId((bytes) => bytes.fill(0xab))).toBe('ab'.repeat(16));
    expect(createDeviceId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is created once and kept in storage', () => {
    const storage = makeStorage();
    const first = getDeviceId(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.items.get(DEVICE_ID_KEY)).toBe(first);
    expect(getDeviceId(storage)).toBe(first);
  });

  it('replaces a stored value the server would refuse', () => {
    const storage = makeStorage({ [DEVICE_ID_KEY]: 'bad id!' });
    const id = getDeviceId(storage);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.items.get(DEVICE_ID_KEY)).toBe(id);
  });

  it('still answers, the same for the page, when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const id = getDeviceId(blocked);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(getDeviceId(blocked)).toBe(id);
  });
});
