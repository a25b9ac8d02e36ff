import { PRIZE_COUNT } from '@woohoo/shared/boxes/box-draw';

/** One blind-box prize as the rules give it: what it pays (USDT, smallest unit) and its weight in the draw. */
export type BoxPrizeRow = { prize: number; valueWei: bigint; weight: bigint; chanceText: string };

export type BoxPrizeTable =
  | { ok: true; rows: BoxPrizeRow[]; totalWeight: bigint }
  | { ok: false; problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list of PRIZE_COUNT whole numbers as stored (decimal strings), or why it is not one. */
function readWholeNumbers(value: unknown, name: string): bigint[] | string {
  if (!Array.isArray(value) || value.length !== PRIZE_COUNT) {
    return `boxes.${name} must list ${PRIZE_COUNT} values`;
  }
  const numbers: bigint[] = [];
  for (const [index, item] of value.entries()) {
    if (typeof item !== 'string' || !/^\d+$/.test(item)) {
      return `boxes.${name}[${index}] must be a whole number in a string, e.g. "3000"`;
    }
    numbers.push(BigInt(item));
  }
  return numbers;
}

/**
 * A weight's share of the total as a percentage with two decimals, rounded half up, in integers
 * only: 3000 of 10000 is "30.00%".
 */
export function formatChance(weight: bigint, totalWeight: bigint): string {
  if (totalWeight <= 0n) return '—';
  const hundredthsOfPercent = (weight * 10_000n * 2n + totalWeight) / (totalWeight * 2n);
  const whole = hundredthsOfPercent / 100n;
  const fraction = (hundredthsOfPercent % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}%`;
}

/**
 * The blind boxes' prizes 1 to 10 from a rules object (`boxes.prizeValuesWei`, `boxes.prizeWeights`):
 * value, weight and chance = weight / sum of weights. A rules object without them says what is wrong.
 */
export function readBoxPrizeTable(rules: unknown): BoxPrizeTable {
  const boxes = isRecord(rules) ? rules.boxes : undefined;
  if (!isRecord(boxes)) return { ok: false, problem: 'The rules have no "boxes" section' };
  const values = readWholeNumbers(boxes.prizeValuesWei, 'prizeValuesWei');
  if (typeof values === 'string') return { ok: false, problem: values };
  const weights = readWholeNumbers(boxes.prizeWeights, 'prizeWeights');
  if (typeof weights === 'string') return { ok: false, problem: weights };
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0n);
  if (totalWeight === 0n)
    return { ok: false, problem: 'The prize weights add up to 0: no prize could be drawn' };
  const rows = values.map((valueWei, index) => {
    const weight = weights[index] ?? 0n;
    return { prize: index + 1, valueWei, weight, chanceText: formatChance(weight, totalWeight) };
  });
  return { ok: true, rows, totalWeight };
}
