import type { Box, BoxList } from '@woohoo/shared/api/boxes';

/** A gift card won from a blind box: what the collection shows of an opened box. */
export type GiftCard = {
  boxId: string;
  kind: Box['kind'];
  /** SPEC 3: prizes 1 to 10. */
  prize: number;
  giftCardNo: string;
  /** What the prize pays, in USDT base units (18 decimals). */
  valueWei: bigint;
  openedAt: string;
  /** SPEC 4: claimed or unclaimed. */
  claimed: boolean;
};

/** The opened boxes of the list as gift cards, newest first (boxes not opened hold none). */
export function pickGiftCards(list: BoxList): GiftCard[] {
  const cards = list.boxes.flatMap((box): GiftCard[] =>
    box.draw
      ? [
          {
            boxId: box.id,
            kind: box.kind,
            prize: box.draw.prize,
            giftCardNo: box.draw.giftCardNo,
            valueWei: BigInt(box.draw.value),
            openedAt: box.draw.openedAt,
            claimed: box.claimed || box.draw.claimedAt !== null,
          },
        ]
      : [],
  );
  return cards.sort((a, b) => Date.parse(b.openedAt) - Date.parse(a.openedAt));
}

/** What the cards are worth together, in USDT base units. */
export function sumGiftValueWei(cards: readonly GiftCard[]): bigint {
  return cards.reduce((sum, card) => sum + card.valueWei, 0n);
}
