import type { WoohooPhases } from '@woohoo/shared/api/woohoo';
import { ONE_TOKEN_WEI } from '@woohoo/shared/constants';
import {
  isWoohooQuote,
  quoteWoohoo,
  type WoohooError,
  type WoohooQuote,
} from '@woohoo/shared/rules/woohoo-rules';

export type WoohooCheck = { ok: true; quote: WoohooQuote } | { ok: false; problem: WoohooError };

/** A $WOOHOO order of whole units as the server will judge it (the shared quoteWoohoo). */
export function validateWoohoo(input: {
  offer: WoohooPhases;
  unitsText: string;
  availableWei: bigint;
}): WoohooCheck {
  const units = /^\d+$/.test(input.unitsText) ? BigInt(input.unitsText) : 0n;
  const quote = quoteWoohoo(
    input.offer.phases.map((p) => ({
      phase: p.phase,
      quotaWei: BigInt(p.quota),
      soldWei: BigInt(p.sold),
      priceWei: BigInt(p.price),
    })),
    { amountWei: units * ONE_TOKEN_WEI, availableWei: input.availableWei },
  );
  return isWoohooQuote(quote) ? { ok: true, quote } : { ok: false, problem: quote };
}
