/** A balance no order reaches. */
const UNBOUNDED_WEI = 2n ** 256n;

/**
 * What an order would cost when the balance is its only problem: the order quoted again with a
 * balance no order reaches, so a form can show the total beside "Insufficient balance". Undefined
 * for any other problem. `quoteWith` is the form's shared quote (a quote object, or an error name).
 */
export function costIgnoringBalance<Q extends object>(
  quoteWith: (availableWei: bigint) => Q | string,
  problem: string,
): Q | undefined {
  if (problem !== 'insufficientBalance') return undefined;
  const quote = quoteWith(UNBOUNDED_WEI);
  return typeof quote === 'object' ? quote : undefined;
}
