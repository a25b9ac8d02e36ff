import type { Position } from '@woohoo/shared/api/woohoo';
import { parseWei } from '../../../lib/money/parse-amount';

/**
 * SPEC 3 "Locked position", release ratio: the share of the locked amount released so far, in
 * basis points rounded down (0 for an empty position), so it never reads 100% before the end.
 */
export function releasedShareBps(p: Pick<Position, 'lockedAmount' | 'released'>): bigint {
  const locked = parseWei(p.lockedAmount);
  return locked === 0n ? 0n : (parseWei(p.released) * 10_000n) / locked;
}
