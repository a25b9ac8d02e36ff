import { formatConsoleAmount } from './format-console-amount';

/**
 * A rules value read in whole tokens when its key says it is an amount (`…Wei`, as in
 * `stake.minWei` or `boxes.prizeValuesWei[3]`) and it is a whole number: "1,000"; else null.
 */
export function rulesValueInTokens(path: string, value: unknown): string | null {
  const key =
    path
      .replace(/\[\d+\]$/, '')
      .split('.')
      .at(-1) ?? '';
  if (!key.endsWith('Wei') || typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  return formatConsoleAmount(value);
}
