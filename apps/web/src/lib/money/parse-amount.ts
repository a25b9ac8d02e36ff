import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { cutToDisplay } from '@woohoo/shared/format-amount';
import { formatUnits, parseUnits } from 'viem';

/**
 * The amount a (filtered, SPEC 5) input holds, in the smallest unit, or undefined when it is
 * not a number yet ('' or '.'). viem's parseUnits, never a float (STYLE "Money").
 */
export function parseAmountInput(text: string, decimals: number = TOKEN_DECIMALS): bigint | undefined {
  const value = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(value)) return undefined;
  const [, fraction = ''] = value.split('.');
  if (fraction.length > decimals) return undefined;
  return parseUnits(value, decimals);
}

/** The input text for an amount (the Max button): cut to the shown decimals, no grouping. */
export function amountToInput(amountWei: bigint, decimals: number = TOKEN_DECIMALS): string {
  return formatUnits(cutToDisplay(amountWei < 0n ? 0n : amountWei, decimals), decimals);
}

/**
 * A non-negative amount the API sent as a decimal string of the smallest unit (fees, minimums,
 * balances); 0n for anything malformed, so one bad field cannot crash a page.
 */
export function parseWei(value: string | null | undefined): bigint {
  return value && /^\d+$/.test(value) ? BigInt(value) : 0n;
}
