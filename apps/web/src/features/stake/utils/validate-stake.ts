import type { StakePackages } from '@woohoo/shared/api/stake';
import { isStakeQuote, quoteStake, type StakeError, type StakeQuote } from '@woohoo/shared/rules/stake-rules';
import { costIgnoringBalance } from '../../../lib/money/cost-ignoring-balance';
import { parseAmountInput } from '../../../lib/money/parse-amount';

export type StakeCheck =
  | { ok: true; quote: StakeQuote }
  | {
      ok: false;
      problem: StakeError | 'amountInvalid';
      /** When only the balance is short: the stake's figures, shown beside the error (no balance after). */
      cost?: Omit<StakeQuote, 'balanceAfterWei'>;
    };

/**
 * A stake as the server will judge it (the shared quoteStake), from the packages it sent; one the
 * balance does not cover still says what it would earn.
 */
export function validateStake(input: {
  offer: StakePackages;
  packageId: string;
  text: string;
  availableWei: bigint;
}): StakeCheck {
  const amountWei = parseAmountInput(input.text);
  if (amountWei === undefined || amountWei <= 0n) return { ok: false, problem: 'amountInvalid' };
  const quoteWith = (availableWei: bigint) =>
    quoteStake(
      {
        packages: input.offer.packages.map((p) => ({ ...p, dailyRateBps: BigInt(p.dailyRateBps) })),
        minWei: BigInt(input.offer.min),
        maxWei: BigInt(input.offer.max),
        stepWei: BigInt(input.offer.step),
        accelerableBps: BigInt(input.offer.accelerableBps),
      },
      { packageId: input.packageId, amountWei, availableWei },
    );
  const quote = quoteWith(input.availableWei);
  if (isStakeQuote(quote)) return { ok: true, quote };
  const cost = costIgnoringBalance(quoteWith, quote);
  if (!cost) return { ok: false, problem: quote };
  const { package: pkg, amountWei: stakedWei, dailyRewardWei, accelerableWei } = cost;
  return {
    ok: false,
    problem: quote,
    cost: { package: pkg, amountWei: stakedWei, dailyRewardWei, accelerableWei },
  };
}

/** The time left until `expiresAt`: days, hours, minutes and seconds, never negative. */
export function timeLeft(
  expiresAtIso: string,
  nowMs: number,
): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((Date.parse(expiresAtIso) - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
