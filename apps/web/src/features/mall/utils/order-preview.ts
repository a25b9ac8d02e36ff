import { isValidQuantity, orderTotalWei } from '@woohoo/shared/mall-rules';

export type OrderPreview =
  | { ok: true; totalWei: bigint; balanceAfterWei: bigint }
  | {
      ok: false;
      problem: 'quantity' | 'noAddress' | 'insufficient' | 'soldOut';
      totalWei: bigint;
      balanceAfterWei: bigint;
    };

/**
 * What the order form shows before Confirm: the total, the balance after, and the first reason it
 * cannot be placed. The server decides again; this only saves a round trip.
 */
export function previewOrder(input: {
  unitPriceWei: bigint;
  quantity: number;
  stock: number;
  availableWei: bigint;
  hasAddress: boolean;
}): OrderPreview {
  const quantity = isValidQuantity(input.quantity) ? input.quantity : 0;
  const totalWei = orderTotalWei(input.unitPriceWei, quantity);
  const balanceAfterWei = input.availableWei - totalWei;
  const fail = (problem: 'quantity' | 'noAddress' | 'insufficient' | 'soldOut') =>
    ({ ok: false, problem, totalWei, balanceAfterWei }) as const;
  if (input.stock < 1) return fail('soldOut');
  if (quantity === 0 || quantity > input.stock) return fail('quantity');
  if (!input.hasAddress) return fail('noAddress');
  if (balanceAfterWei < 0n) return fail('insufficient');
  return { ok: true, totalWei, balanceAfterWei };
}
