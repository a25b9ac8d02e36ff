import type { BoxList } from '@woohoo/shared/api/boxes';
import { parseWei } from '../../../lib/money/parse-amount';

export type PrizeTier = BoxList['prizes'][number];

/** One line of the prize table: what the prize pays and its chance in basis points. */
export type PrizeRow = { prize: number; valueWei: bigint; weight: bigint; chanceBps: bigint };

/**
 * The prize table as the page shows it, from the API's tiers (never hard-coded): each tier's
 * chance is its weight over the total, in basis points rounded half up, integer maths only.
 */
export function prizeRows(prizes: readonly PrizeTier[]): PrizeRow[] {
  const weights = prizes.map((p) => parseWei(p.weight));
  const total = weights.reduce((sum, w) => sum + w, 0n);
  return prizes.map((p, i) => {
    const weight = weights[i] ?? 0n;
    return {
      prize: p.prize,
      valueWei: parseWei(p.value),
      weight,
      chanceBps: total > 0n ? (weight * 20_000n + total) / (2n * total) : 0n,
    };
  });
}

/** The largest prize of a table (the hero's "win up to"), 0n for an empty one. */
export function topPrizeWei(prizes: readonly PrizeTier[]): bigint {
  return prizes.reduce((top, p) => (parseWei(p.value) > top ? parseWei(p.value) : top), 0n);
}
