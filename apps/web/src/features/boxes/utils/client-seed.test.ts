import { describe, expect, it } from 'vitest';
import { CLIENT_SEED_MAX_LENGTH, checkClientSeed, randomClientSeed } from './client-seed';

describe('client seed', () => {
  it('accepts 1 to 64 of letters, digits, _ and -', () => {
    for (const seed of ['a', 'my-lucky_seed-7', 'Z'.repeat(CLIENT_SEED_MAX_LENGTH)]) {
      expect(checkClientSeed(seed), seed).toBeUndefined();
    }
  });

  it('says why a seed cannot be sent: empty, too long or with other characters', () => {
    expect(checkClientSeed('')).toBe('empty');
    expect(checkClientSeed('a'.repeat(65))).toBe('tooLong');
    expect(checkClientSeed('my seed')).toBe('invalidCharacters');
    expect(checkClientSeed(' seed')).toBe('invalidCharacters');
    expect(checkClientSeed('séed')).toBe('invalidCharacters');
    expect(checkClientSeed('seed!')).toBe('invalidCharacters');
  });

  it('makes a random seed of 32 hex characters from crypto.getRandomValues, valid as it is', () => {
    const seed = randomClientSeed();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(checkClientSeed(seed)).toBeUndefined();
    expect(randomClientSeed()).not.toBe(seed);
    expect(randomClientSeed((bytes) => bytes.fill(0xab))).toBe('ab'.repeat(16));
  });
});
