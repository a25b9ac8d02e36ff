import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The provably fair blind-box draw (docs/rules.md "Blind boxes"), the same code on the server
 * that draws and in the browser that verifies:
 *
 * 1. Before a box can be opened the server publishes `sha256(serverSeed)` (the commitment).
 * 2. The user opens it with a client seed of their own; the counter is the user's opening number.
 * 3. digest = HMAC-SHA256(key = serverSeed, message = "<clientSeed>:<counter>").
 * 4. roll = the digest's first 8 bytes as an unsigned big-endian integer; the prize is the tier
 *    whose cumulative weight first exceeds `roll mod totalWeight`.
 * 5. The server seed is revealed with the result; anyone can recompute 1 to 4.
 *
 * Seeds are hashed and keyed as their UTF-8 text, so `printf %s <seed> | sha256sum` checks the
 * commitment. The modulo's bias is below totalWeight / 2^64 (about 5e-16 for 10,000). Every byte
 * of the recipe, with a worked example, is in docs/rules.md "The draw, step by step" (a test reads
 * it back), and scripts/verify-box-draw.mjs repeats it without this code for users to run.
 */

/** SPEC 3: prizes 1 to 10. */
export const PRIZE_COUNT = 10;
/** A client seed: what the user types or the app makes up, 1 to 64 of [A-Za-z0-9_-]. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A server seed: 32 random bytes as 64 lowercase hex characters. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

export function seedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

export function drawDigest(serverSeed: string, clientSeed: string, counter: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${counter}`));
}

/** The prize (1-based tier) the digest draws from tiers of these weights. */
export function prizeOf(digest: Uint8Array, weights: readonly bigint[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0n);
  if (total <= 0n || weights.some((w) => w < 0n)) throw new Error('prize weights must be positive');
  let roll = 0n;
  for (let i = 0; i < 8; i++) roll = (roll << 8n) | BigInt(digest[i]!);
  let pick = roll % total;
  for (let tier = 0; tier < weights.length; tier++) {
    if (pick < weights[tier]!) return tier + 1;
    pick -= weights[tier]!;
  }
  throw new Error('unreachable: the pick is below the total weight');
}

/**
 * The gift card number of a drawn box: its id and four digits of the digest, e.g. "GC-0000042-7319".
 * The digits are bytes 8 and 9 mod 10,000, so 0000 to 5535 come up about 17% more often than the
 * rest; they are a label, not a prize, and changing them would renumber every opened box's card.
 */
export function giftCardNumber(boxId: number, digest: Uint8Array): string {
  const digits = (((digest[8]! << 8) | digest[9]!) % 10_000).toString().padStart(4, '0');
  return `GC-${boxId.toString().padStart(7, '0')}-${digits}`;
}

export type DrawProof = {
  boxId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  counter: number;
  prize: number;
  giftCardNo: string;
};

export type Verification = {
  hashMatches: boolean;
  prize: number;
  prizeMatches: boolean;
  giftCardMatches: boolean;
};

/** Recomputes a revealed draw: does the seed match its commitment, and does it give that prize? */
export function verifyDraw(proof: DrawProof, weights: readonly bigint[]): Verification {
  const digest = drawDigest(proof.serverSeed, proof.clientSeed, proof.counter);
  const prize = prizeOf(digest, weights);
  return {
    hashMatches: seedHash(proof.serverSeed) === proof.serverSeedHash,
    prize,
    prizeMatches: prize === proof.prize,
    giftCardMatches: giftCardNumber(proof.boxId, digest) === proof.giftCardNo,
  };
}

export function isVerified(v: Verification): boolean {
  return v.hashMatches && v.prizeMatches && v.giftCardMatches;
}
