import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../rules/rules-config';
import {
  drawDigest,
  giftCardNumber,
  isVerified,
  PRIZE_COUNT,
  prizeOf,
  seedHash,
  verifyDraw,
} from './box-draw';

const weights = DEFAULT_RULES.boxes.prizeWeights;
const SEED = 'a'.repeat(64);

function proofFor(serverSeed: string, clientSeed: string, counter: number, boxId = 42) {
  const digest = drawDigest(serverSeed, clientSeed, counter);
  return {
    boxId,
    serverSeed,
    serverSeedHash: seedHash(serverSeed),
    clientSeed,
    counter,
    prize: prizeOf(digest, weights),
    giftCardNo: giftCardNumber(boxId, digest),
  };
}

describe('the provably fair draw', () => {
  it('is the documented recipe: sha256 of the seed text, HMAC-SHA256 of "<client seed>:<counter>"', () => {
    expect(seedHash(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
    const expected = createHmac('sha256', SEED).update('my-seed:3').digest();
    expect(Buffer.from(drawDigest(SEED, 'my-seed', 3))).toEqual(expected);
    // roll = first 8 bytes big-endian, mod the total weight, into the cumulative tiers.
    const roll = expected.readBigUInt64BE(0) % 10_000n;
    const cumulative = [3000n, 5000n, 6500n, 7700n, 8600n, 9200n, 9600n, 9850n, 9950n, 10_000n];
    expect(prizeOf(new Uint8Array(expected), weights)).toBe(cumulative.findIndex((c) => roll < c) + 1);
  });

  it('picks each tier at its boundaries', () => {
    const digestOf = (roll: bigint) => {
      const bytes = new Uint8Array(32);
      new DataView(bytes.buffer).setBigUint64(0, roll);
      return bytes;
    };
    expect(prizeOf(digestOf(0n), weights)).toBe(1);
    expect(prizeOf(digestOf(2999n), weights)).toBe(1);
    expect(prizeOf(digestOf(3000n), weights)).toBe(2);
    expect(prizeOf(digestOf(9949n), weights)).toBe(9);
    expect(prizeOf(digestOf(9950n), weights)).toBe(10);
    expect(prizeOf(digestOf(19_999n), weights)).toBe(10);
    expect(() => prizeOf(digestOf(0n), [0n, 0n])).toThrow(/positive/);
  });

  it('verifies an honest draw and fails a tampered seed, client seed, counter, prize or card', () => {
    const proof = proofFor(SEED, 'client', 1);
    expect(isVerified(verifyDraw(proof, weights))).toBe(true);
    const tamperedSeed = verifyDraw({ ...proof, serverSeed: `b${SEED.slice(1)}` }, weights);
    expect(tamperedSeed.hashMatches).toBe(false);
    expect(isVerified(tamperedSeed)).toBe(false);
    expect(verifyDraw({ ...proof, serverSeedHash: seedHash('other') }, weights).hashMatches).toBe(false);
    const otherPrize = (proof.prize % PRIZE_COUNT) + 1;
    expect(verifyDraw({ ...proof, prize: otherPrize }, weights).prizeMatches).toBe(false);
    const otherCard = proof.giftCardNo.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    expect(verifyDraw({ ...proof, giftCardNo: otherCard }, weights).giftCardMatches).toBe(false);
    // A different counter or client seed draws from a different digest (the card digits move).
    const moved = [proofFor(SEED, 'client', 2), proofFor(SEED, 'client2', 1)];
    for (const other of moved) expect(other.giftCardNo).not.toBe(proof.giftCardNo);
  });

  it('draws the tiers in proportion to their weights', () => {
    const counts = new Array(PRIZE_COUNT).fill(0);
    const draws = 20_000;
    for (let i = 0; i < draws; i++) counts[prizeOf(drawDigest(SEED, 'spread', i), weights) - 1]++;
    weights.forEach((w, tier) => {
      const expected = (draws * Number(w)) / 10_000;
      // Within five standard deviations of a binomial count.
      const sd = Math.sqrt(expected * (1 - Number(w) / 10_000));
      expect(Math.abs(counts[tier] - expected)).toBeLessThan(5 * sd + 1);
    });
  });

  it('always gives a prize from 1 to 10 and a card number of the box', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        fc.nat(1_000_000),
        fc.nat(9_999_999),
        (client, counter, id) => {
          const proof = proofFor(SEED, client, counter, id);
          expect(proof.prize).toBeGreaterThanOrEqual(1);
          expect(proof.prize).toBeLessThanOrEqual(PRIZE_COUNT);
          expect(proof.giftCardNo).toMatch(new RegExp(`^GC-${String(id).padStart(7, '0')}-\\d{4}$`));
          expect(isVerified(verifyDraw(proof, weights))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
