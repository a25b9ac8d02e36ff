import type { Asset } from '../assets';
import {
  REWARD_KIND_NAMES,
  REWARD_KINDS,
  REWARD_SOURCES,
  type RewardKind,
  type RewardSource,
} from './reward-kinds';
import { WeiColumn } from './wei-column';

/**
 * One reward: who gets it, its kind, what it was computed from (an order, a user or a pool of
 * the day), the basis and the rate or weight that explain it, its USDT value before and after
 * the day's cap, and what is paid in the kind's asset.
 */
export type RewardLine = {
  user: number;
  kind: RewardKind;
  source: RewardSource;
  /** The order id, the user index (for `user`), or 0 for a pool. */
  sourceId: number;
  basisWei: bigint;
  /** The rate applied to the basis, in basis points; 0 for a share of a pool. */
  rateBps: bigint;
  /** For a pool: the user's weight (shares held, or 1) and the total weight. */
  weight: number;
  weightTotal: number;
  /** USDT value before the cap. */
  valueWei: bigint;
  /** USDT value after the cap. */
  paidValueWei: bigint;
  asset: Asset;
  /** What is paid, in `asset`. */
  amountWei: bigint;
};

/** Each kind's and each source's code: its index in REWARD_KIND_NAMES and REWARD_SOURCES. */
export const KIND = Object.fromEntries(REWARD_KIND_NAMES.map((kind, code) => [kind, code])) as Record<
  RewardKind,
  number
>;
export const SOURCE = Object.fromEntries(REWARD_SOURCES.map((source, code) => [source, code])) as Record<
  RewardSource,
  number
>;
const KIND_ASSET = REWARD_KIND_NAMES.map((kind) => REWARD_KINDS[kind].asset);

/**
 * A day's reward lines in columns: numbers in typed arrays, amounts in `WeiColumn`s, one line an
 * index. A million lines as objects cost the engine half its time in allocation and garbage
 * collection; as columns they are a few arrays, sized once from the caller's estimate and grown
 * by half when it falls short. `line(i)` gives one line as a `RewardLine`, for tests and small
 * readers.
 */
export class RewardTable {
  length = 0;
  /** The sum of every line's value before the cap. */
  totalValueWei = 0n;
  /** The sum of every line's value after the cap (set by `settle`). */
  paidValueTotalWei = 0n;
  private settled = false;
  user: Int32Array;
  /** Index into REWARD_KIND_NAMES (`KIND`). */
  kind: Uint8Array;
  /** Index into REWARD_SOURCES (`SOURCE`). */
  source: Uint8Array;
  sourceId: Float64Array;
  rateBps: Int32Array;
  weight: Float64Array;
  weightTotal: Float64Array;
  private basis: WeiColumn;
  private value: WeiColumn;
  /** Set by `settle`: the value after the cap, and the amount in the kind's asset. */
  private paidValue = new WeiColumn();
  private amount = new WeiColumn();

  constructor(capacity = 1024) {
    this.user = new Int32Array(capacity);
    this.kind = new Uint8Array(capacity);
    this.source = new Uint8Array(capacity);
    this.sourceId = new Float64Array(capacity);
    this.rateBps = new Int32Array(capacity);
    this.weight = new Float64Array(capacity);
    this.weightTotal = new Float64Array(capacity);
    this.basis = new WeiColumn(capacity);
    this.value = new WeiColumn(capacity);
  }

  /** Adds a line; `kind` and `source` are codes (`KIND.static`, `SOURCE.pool`). */
  add(
    user: number,
    kind: number,
    source: number,
    sourceId: number,
    basisWei: bigint,
    rateBps: bigint,
    valueWei: bigint,
    weight = 0,
    weightTotal = 0,
  ): void {
    if (this.settled) throw new Error('a settled reward table takes no more lines');
    if (this.length === this.user.length) this.grow();
    const at = this.length;
    this.basis.set(at, basisWei);
    this.value.set(at, valueWei);
    this.user[at] = user;
    this.kind[at] = kind;
    this.source[at] = source;
    this.sourceId[at] = sourceId;
    this.rateBps[at] = Number(rateBps);
    this.weight[at] = weight;
    this.weightTotal[at] = weightTotal;
    this.length = at + 1;
    this.totalValueWei += valueWei;
  }

  basisWei(at: number): bigint {
    return this.basis.get(at);
  }

  valueWei(at: number): bigint {
    return this.value.get(at);
  }

  paidValueWei(at: number): bigint {
    return this.paidValue.get(at);
  }

  amountWei(at: number): bigint {
    return this.amount.get(at);
  }

  kindOf(at: number): RewardKind {
    return REWARD_KIND_NAMES[this.kind[at]!]!;
  }

  assetOf(at: number): Asset {
    return KIND_ASSET[this.kind[at]!]!;
  }

  /**
   * Sets each line's value after the cap (`scale` of its value; unchanged when `scale` is null)
   * and its amount in its asset, and drops the lines whose amount is nothing, keeping the others
   * in order. An unscaled USDT line pays its value as it is, without arithmetic.
   */
  settle(
    scale: ((valueWei: bigint) => bigint) | null,
    amount: (paidValueWei: bigint, asset: Asset) => bigint,
  ): void {
    const n = this.length;
    this.paidValue = new WeiColumn(n);
    this.amount = new WeiColumn(n);
    let kept = 0;
    let paidTotal = 0n;
    let droppedValue = 0n;
    for (let at = 0; at < n; at++) {
      const asset = KIND_ASSET[this.kind[at]!]!;
      if (kept !== at) this.move(at, kept);
      if (scale === null && asset === 'USDT') {
        this.paidValue.lo[kept] = this.amount.lo[kept] = this.value.lo[kept]!;
        this.paidValue.hi[kept] = this.amount.hi[kept] = this.value.hi[kept]!;
        kept++;
        continue;
      }
      const value = this.value.get(kept);
      const p = scale === null ? value : scale(value);
      const a = amount(p, asset);
      if (a <= 0n) {
        droppedValue += value;
        continue;
      }
      this.paidValue.set(kept, p);
      this.amount.set(kept, a);
      paidTotal += p;
      kept++;
    }
    this.length = kept;
    this.settled = true;
    // Unscaled, every kept line pays its value (USDT lines were copied, not summed).
    this.paidValueTotalWei = scale === null ? this.totalValueWei - droppedValue : paidTotal;
  }

  line(at: number): RewardLine {
    return {
      user: this.user[at]!,
      kind: this.kindOf(at),
      source: REWARD_SOURCES[this.source[at]!]!,
      sourceId: this.sourceId[at]!,
      basisWei: this.basis.get(at),
      rateBps: BigInt(this.rateBps[at]!),
      weight: this.weight[at]!,
      weightTotal: this.weightTotal[at]!,
      valueWei: this.value.get(at),
      paidValueWei: this.settled ? this.paidValue.get(at) : this.value.get(at),
      asset: this.assetOf(at),
      amountWei: this.settled ? this.amount.get(at) : 0n,
    };
  }

  /** Every line as an object, in order. */
  lines(): RewardLine[] {
    return Array.from({ length: this.length }, (_, at) => this.line(at));
  }

  private move(from: number, to: number): void {
    this.user[to] = this.user[from]!;
    this.kind[to] = this.kind[from]!;
    this.source[to] = this.source[from]!;
    this.sourceId[to] = this.sourceId[from]!;
    this.rateBps[to] = this.rateBps[from]!;
    this.weight[to] = this.weight[from]!;
    this.weightTotal[to] = this.weightTotal[from]!;
    this.basis.move(from, to);
    this.value.move(from, to);
  }

  private grow(): void {
    const size = Math.max(1024, Math.ceil(this.user.length * 1.5));
    const grown = <T extends Int32Array | Uint8Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.user = grown(this.user, (n) => new Int32Array(n));
    this.kind = grown(this.kind, (n) => new Uint8Array(n));
    this.source = grown(this.source, (n) => new Uint8Array(n));
    this.sourceId = grown(this.sourceId, (n) => new Float64Array(n));
    this.rateBps = grown(this.rateBps, (n) => new Int32Array(n));
    this.weight = grown(this.weight, (n) => new Float64Array(n));
    this.weightTotal = grown(this.weightTotal, (n) => new Float64Array(n));
    this.basis = this.basis.resized(size);
    this.value = this.value.resized(size);
  }
}
