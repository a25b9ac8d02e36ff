import type { Asset } from '../assets';
import {
  REWARD_KIND_NAMES,
  REWARD_KINDS,
  REWARD_SOURCES,
  type RewardKind,
  type RewardSource,
} from './reward-kinds';

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

const KIND_CODE = new Map(REWARD_KIND_NAMES.map((kind, code) => [kind, code]));
const SOURCE_CODE = new Map(REWARD_SOURCES.map((source, code) => [source, code]));
const KIND_ASSET = REWARD_KIND_NAMES.map((kind) => REWARD_KINDS[kind].asset);

/**
 * Non-negative wei amounts below 2^128 in two 64-bit columns: storing a bigint's halves
 * allocates nothing that outlives the call, where a million bigints kept in an array survived
 * into the old generation and cost the garbage collector more than the engine's arithmetic.
 */
const MAX_U64 = 2n ** 64n - 1n;

class WeiColumn {
  lo = new BigUint64Array(0);
  hi = new BigUint64Array(0);

  set(at: number, wei: bigint): void {
    const hi = wei >> 64n;
    if (wei < 0n || hi > MAX_U64) throw new Error(`reward amount ${wei} is outside 0..2^128`);
    this.lo[at] = wei;
    this.hi[at] = hi;
  }

  get(at: number): bigint {
    const hi = this.hi[at]!;
    return hi === 0n ? this.lo[at]! : (hi << 64n) | this.lo[at]!;
  }

  move(from: number, to: number): void {
    this.lo[to] = this.lo[from]!;
    this.hi[to] = this.hi[from]!;
  }

  grow(size: number): void {
    const lo = new BigUint64Array(size);
    const hi = new BigUint64Array(size);
    lo.set(this.lo);
    hi.set(this.hi);
    this.lo = lo;
    this.hi = hi;
  }
}

/**
 * A day's reward lines in columns: numbers in typed arrays, amounts in arrays of bigints, one
 * line an index. A million lines as objects cost the engine half its time in allocation and
 * garbage collection; as columns they are a few arrays that grow by doubling.
 * `line(i)` gives one line as a `RewardLine`, for tests and small readers.
 */
export class RewardTable {
  length = 0;
  private settled = false;
  user = new Int32Array(0);
  /** Index into REWARD_KIND_NAMES. */
  kind = new Uint8Array(0);
  /** Index into REWARD_SOURCES. */
  source = new Uint8Array(0);
  sourceId = new Float64Array(0);
  rateBps = new Int32Array(0);
  weight = new Float64Array(0);
  weightTotal = new Float64Array(0);
  private readonly basis = new WeiColumn();
  private readonly value = new WeiColumn();
  /** Set by `settle`: the value after the cap, and the amount in the kind's asset. */
  private readonly paidValue = new WeiColumn();
  private readonly amount = new WeiColumn();

  add(
    user: number,
    kind: RewardKind,
    source: RewardSource,
    sourceId: number,
    basisWei: bigint,
    rateBps: bigint,
    valueWei: bigint,
    weight = 0,
    weightTotal = 0,
  ): void {
    if (this.length === this.user.length) this.grow();
    const at = this.length;
    this.basis.set(at, basisWei);
    this.value.set(at, valueWei);
    this.user[at] = user;
    this.kind[at] = KIND_CODE.get(kind)!;
    this.source[at] = SOURCE_CODE.get(source)!;
    this.sourceId[at] = sourceId;
    this.rateBps[at] = Number(rateBps);
    this.weight[at] = weight;
    this.weightTotal[at] = weightTotal;
    this.length = at + 1;
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
   * Sets each line's value after the cap and its amount in its asset, and drops the lines whose
   * amount is nothing, keeping the others in order.
   */
  settle(
    paidValue: (valueWei: bigint) => bigint,
    amount: (paidValueWei: bigint, asset: Asset) => bigint,
  ): void {
    const n = this.length;
    this.paidValue.grow(n);
    this.amount.grow(n);
    let kept = 0;
    for (let at = 0; at < n; at++) {
      const p = paidValue(this.value.get(at));
      const a = amount(p, this.assetOf(at));
      if (a <= 0n) continue;
      if (kept !== at) this.move(at, kept);
      this.paidValue.set(kept, p);
      this.amount.set(kept, a);
      kept++;
    }
    this.length = kept;
    this.settled = true;
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
    const size = Math.max(1024, this.user.length * 2);
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
    this.basis.grow(size);
    this.value.grow(size);
  }
}
