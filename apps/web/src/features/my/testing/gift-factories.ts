import type { Box, BoxList } from '@woohoo/shared/api/boxes';

/** Test factories of the box list as the gift collection reads it (STYLE "Tests": makeX(overrides)). */

type DrawOverrides = Partial<NonNullable<Box['draw']>>;

/** An opened tutorial box: prize 4, worth 25 USDT, opened 2026-11-24 10:00 UTC, not claimed. */
export function makeGiftBox(overrides: Partial<Box> = {}, draw: DrawOverrides = {}): Box {
  const id = overrides.id ?? '1';
  const claimedAt = draw.claimedAt ?? null;
  return {
    id,
    kind: 'tutorial',
    state: 'opened',
    claimed: claimedAt !== null,
    conditions: [],
    serverSeedHash: 'a'.repeat(64),
    nextCounter: 2,
    draw: {
      serverSeed: 'b'.repeat(64),
      clientSeed: 'my-lucky-seed',
      counter: 1,
      prize: 4,
      giftCardNo: `GC-${id.padStart(7, '0')}-4821`,
      value: (25n * 10n ** 18n).toString(),
      asset: 'USDT',
      rulesVersion: 1,
      openedAt: '2026-11-24T10:00:00.000Z',
      ...draw,
      claimedAt,
    },
    ...overrides,
  };
}

export function makeBoxList(overrides: Partial<BoxList> = {}): BoxList {
  return { boxes: [], prizes: [], rulesVersion: 1, ...overrides };
}
