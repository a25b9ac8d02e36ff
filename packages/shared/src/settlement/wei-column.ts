const MAX_U64 = 2n ** 64n - 1n;

/**
 * Non-negative wei amounts below 2^128 in two 64-bit typed arrays (a USDT amount above 18.4
 * tokens does not fit one). A million bigints kept in an array are a million heap objects that
 * every full garbage collection marks; two typed arrays are two, and reading an amount makes a
 * short-lived bigint that never leaves the young generation.
 */
export class WeiColumn {
  lo: BigUint64Array;
  hi: BigUint64Array;

  constructor(length = 0) {
    this.lo = new BigUint64Array(length);
    this.hi = new BigUint64Array(length);
  }

  static of(values: readonly bigint[]): WeiColumn {
    const column = new WeiColumn(values.length);
    for (let at = 0; at < values.length; at++) column.set(at, values[at]!);
    return column;
  }

  get length(): number {
    return this.lo.length;
  }

  set(at: number, wei: bigint): void {
    const hi = wei >> 64n;
    if (wei < 0n || hi > MAX_U64) throw new Error(`amount ${wei} is outside 0..2^128`);
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

  /** A copy of the first `length` amounts in a column of `size` (larger or smaller). */
  resized(size: number, length = Math.min(size, this.length)): WeiColumn {
    const next = new WeiColumn(size);
    next.lo.set(this.lo.subarray(0, length));
    next.hi.set(this.hi.subarray(0, length));
    return next;
  }

  toArray(length = this.length): bigint[] {
    return Array.from({ length }, (_, at) => this.get(at));
  }
}
