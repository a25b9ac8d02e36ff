import type { Box, BoxList, BoxProof } from '@woohoo/shared/api/boxes';
import { drawDigest, giftCardNumber, prizeOf, seedHash } from '@woohoo/shared/boxes/box-draw';
import { DEFAULT_RULES } from '@woohoo/shared/rules/rules-config';

/** Test factories of the blind-box API (STYLE "Tests": makeX(overrides)). */

export const ONE_USDT_WEI = 10n ** 18n;
export const usdt = (whole: bigint) => (whole * ONE_USDT_WEI).toString();

/** A server seed as the server makes them: 64 lowercase hex characters. */
export const SERVER_SEED = '7d1f0c2b9a8e4f3d6b5a49382716f5e4d3c2b1a09f8e7d6c5b4a392817161514';

/** The prize table of the default rules, as the API sends it. */
export function makePrizes(): BoxList['prizes'] {
  return DEFAULT_RULES.boxes.prizeValuesWei.map((value, i) => ({
    prize: i + 1,
    value: value.toString(),
    weight: (DEFAULT_RULES.boxes.prizeWeights[i] ?? 0n).toString(),
  }));
}

/** A locked tutorial box: 30 of 100 USDT ordered, no referral stake. */
export function makeBox(overrides: Partial<Box> = {}): Box {
  return {
    id: '42',
    kind: 'tutorial',
    state: 'locked',
    claimed: false,
    conditions: [
      { key: 'order', current: usdt(30n), target: usdt(100n), met: false },
      { key: 'inviteeStake', current: '0', target: usdt(1000n), met: false },
    ],
    serverSeedHash: seedHash(SERVER_SEED),
    nextCounter: 1,
    draw: null,
    ...overrides,
  };
}

/**
 * A box opened honestly: its prize and gift card drawn with the shared code from the seed, the
 * client seed and the counter, over the default prize table.
 */
export function makeOpenedBox(
  overrides: Partial<Box> = {},
  draw: { clientSeed?: string; counter?: number; claimedAt?: string | null } = {},
): Box {
  const base = makeBox({ state: 'opened', ...overrides });
  const clientSeed = draw.clientSeed ?? 'my-lucky-seed';
  const counter = draw.counter ?? 1;
  const digest = drawDigest(SERVER_SEED, clientSeed, counter);
  const prize = prizeOf(digest, DEFAULT_RULES.boxes.prizeWeights);
  const claimedAt = draw.claimedAt ?? null;
  return {
    ...base,
    claimed: claimedAt !== null,
    conditions: base.conditions.map((c) => (c.key === 'order' ? { ...c, current: c.target, met: true } : c)),
    nextCounter: counter + 1,
    draw: {
      serverSeed: SERVER_SEED,
      clientSeed,
      counter,
      prize,
      giftCardNo: giftCardNumber(Number(base.id), digest),
      value: (DEFAULT_RULES.boxes.prizeValuesWei[prize - 1] ?? 0n).toString(),
      asset: 'USDT',
      rulesVersion: 1,
      openedAt: '2026-06-01T10:00:00.000Z',
      claimedAt,
    },
  };
}

export function makeBoxList(boxes: Box[]): BoxList {
  return { boxes, prizes: makePrizes(), rulesVersion: 1 };
}

export function makeProof(box: Box): BoxProof {
  return { box, prizes: makePrizes() };
}
