import type { Box, BoxList } from '@woohoo/shared/api/boxes';
import { describe, expect, it } from 'vitest';
import { makeBoxList, makeGiftBox } from '../testing/gift-factories';
import { pickGiftCards, sumGiftValueWei } from './pick-gift-cards';

const list = (boxes: Box[]): BoxList => makeBoxList({ boxes });

describe('pickGiftCards', () => {
  it('keeps only opened boxes, newest first', () => {
    const cards = pickGiftCards(
      list([
        makeGiftBox({ id: '1' }, { openedAt: '2026-11-20T10:00:00.000Z' }),
        makeGiftBox({ id: '2', state: 'unopened', draw: null }),
        makeGiftBox({ id: '3', kind: 'ecosystem' }, { openedAt: '2026-11-24T10:00:00.000Z', prize: 7 }),
      ]),
    );
    expect(cards.map((card) => card.boxId)).toEqual(['3', '1']);
    expect(cards[0]).toMatchObject({ kind: 'ecosystem', prize: 7, giftCardNo: 'GC-0000003-4821' });
  });

  it('reads the value as base units and the claim from the box or its draw', () => {
    const [claimed, unclaimed] = pickGiftCards(
      list([
        makeGiftBox(
          { id: '1' },
          { openedAt: '2026-11-24T10:00:00.000Z', claimedAt: '2026-11-24T11:00:00.000Z' },
        ),
        makeGiftBox({ id: '2', claimed: false }, { openedAt: '2026-11-23T10:00:00.000Z' }),
      ]),
    );
    expect(claimed?.claimed).toBe(true);
    expect(unclaimed?.claimed).toBe(false);
    expect(claimed?.valueWei).toBe(25n * 10n ** 18n);
  });

  it('sums the cards in base units', () => {
    const cards = pickGiftCards(
      list([makeGiftBox({ id: '1' }), makeGiftBox({ id: '2' }, { value: '500000000000000000' })]),
    );
    expect(sumGiftValueWei(cards)).toBe(25n * 10n ** 18n + 5n * 10n ** 17n);
    expect(sumGiftValueWei([])).toBe(0n);
  });
});
