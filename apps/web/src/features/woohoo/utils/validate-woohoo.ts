import type { WoohooPhases } from '@woohoo/shared/api/woohoo';
import { ONE_TOKEN_WEI } from '@woohoo/shared/constants';
import {
  isWoohooQuote,
  quoteWoohoo,
  type WoohooError,
  type WoohooQuote,
} from '@woohoo/shared/rules/woohoo-rules';
import { costIgnoringBalance } from '../../../lib/money/cost-ignoring-balance';

export type WoohooCheck =
  | { ok: true; quote: WoohooQuote }
  | {
      ok: false;
      problem: WoohooError;
      /** When only the balance is short: the phase, amount and cost, shown beside the error. */
      cost?: WoohooQuote;
    };

/**
 * A $WOOHOO order of whole units as the server will judge it (the shared quoteWoohoo); one the
 * balance does not cover still says what it would cost.
 */
export function validateWoohoo(input: {
  offer: WoohooPhases;
  unitsText: string;
  availableWei: bigint;
}): WoohooCheck {
  const units = /^\d+$/.test(input.unitsText) ? BigInt(input.unitsText) : 0n;
  const phases = input.offer.phases.map((p) => ({
    phase: p.phase,
    quotaWei: BigInt(p.quota),
    soldWei: BigInt(p.sold),
    priceWei: BigInt(p.price),
  }));
  const quoteWith = (availableWei: bigint) =>
    quoteWoohoo(phases, { amountWei: units * ONE_TOKEN_WEI, availableWei });
  const quote = quoteWith(input.availableWei);
  if (isWoohooQuote(quote)) return { ok: true, quote };
  const cost = costIgnoringBalance(quoteWith, quote);
  return cost ? { ok: false, problem: quote, cost } : { ok: false, problem: quote };
}
