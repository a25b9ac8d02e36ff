import type { Box } from '@woohoo/shared/api/boxes';
import { drawDigest, giftCardNumber, seedHash, verifyDraw } from '@woohoo/shared/boxes/box-draw';
import { parseWei } from '../../../lib/money/parse-amount';
import type { PrizeTier } from './prize-rows';

/** The revealed values of a draw as the verify view's fields hold them (the user may edit them). */
export type DrawInputs = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  counter: string;
  prize: string;
  giftCardNo: string;
};

export type DrawCheckKey = 'seed' | 'prize' | 'card';

/** What the browser recomputed from the inputs, and whether each check passed. */
export type DrawCheck = {
  checks: { key: DrawCheckKey; passed: boolean }[];
  /** sha256 of the server seed as typed. */
  seedHash: string;
  /** The prize and card the inputs draw; undefined when the counter is not a whole number. */
  drawn: { prize: number; giftCardNo: string } | undefined;
  counterValid: boolean;
};

/** The values the server revealed for an opened box, as the fields start. */
export function revealedInputs(box: Box): DrawInputs | undefined {
  if (!box.draw) return undefined;
  return {
    serverSeed: box.draw.serverSeed,
    serverSeedHash: box.serverSeedHash,
    clientSeed: box.draw.clientSeed,
    counter: String(box.draw.counter),
    prize: String(box.draw.prize),
    giftCardNo: box.draw.giftCardNo,
  };
}

const WHOLE_NUMBER = /^\d{1,15}$/;

/**
 * Recomputes a draw in the browser with the shared code that drew it (verifyDraw over the prize
 * table of the rules version it was drawn under): does the seed match its commitment, and do
 * seed, client seed and counter give the stated prize and gift card? Any edited value that does
 * not fit fails its check rather than throwing.
 */
export function checkDraw(boxId: string, inputs: DrawInputs, prizes: readonly PrizeTier[]): DrawCheck {
  const hash = seedHash(inputs.serverSeed);
  const weights = prizes.map((p) => parseWei(p.weight));
  const counterValid = WHOLE_NUMBER.test(inputs.counter);
  const drawable = counterValid && weights.reduce((sum, w) => sum + w, 0n) > 0n;
  if (!drawable) {
    return {
      checks: [
        { key: 'seed', passed: hash === inputs.serverSeedHash },
        { key: 'prize', passed: false },
        { key: 'card', passed: false },
      ],
      seedHash: hash,
      drawn: undefined,
      counterValid,
    };
  }
  const counter = Number(inputs.counter);
  const statedPrize = WHOLE_NUMBER.test(inputs.prize) ? Number(inputs.prize) : Number.NaN;
  const verification = verifyDraw(
    {
      boxId: Number(boxId),
      serverSeed: inputs.serverSeed,
      serverSeedHash: inputs.serverSeedHash,
      clientSeed: inputs.clientSeed,
      counter,
      prize: statedPrize,
      giftCardNo: inputs.giftCardNo,
    },
    weights,
  );
  const digest = drawDigest(inputs.serverSeed, inputs.clientSeed, counter);
  return {
    checks: [
      { key: 'seed', passed: verification.hashMatches },
      { key: 'prize', passed: verification.prizeMatches },
      { key: 'card', passed: verification.giftCardMatches },
    ],
    seedHash: hash,
    drawn: { prize: verification.prize, giftCardNo: giftCardNumber(Number(boxId), digest) },
    counterValid,
  };
}

/** Whether every check passed. */
export function allPassed(check: DrawCheck): boolean {
  return check.checks.every((c) => c.passed);
}
