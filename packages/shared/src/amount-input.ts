/**
 * SPEC 5: the amount input filter, applied on every keystroke. In order it strips minus signs,
 * keeps only digits and one dot, reads a leading dot as "0." (SPEC 5 drops it; docs/rules.md
 * "Languages, numbers and dates": ".5" meant half, never five), strips a leading zero before a
 * non-dot, and limits the decimals. The result is still a string: parse it with viem's `parseUnits`.
 */
export function filterAmountInput(raw: string, maxDecimals = 18): string {
  let value = raw.replace(/-/g, '');
  value = value.replace(/[^\d.]/g, '');
  const firstDot = value.indexOf('.');
  if (firstDot !== -1) {
    value = value.slice(0, firstDot + 1) + value.slice(firstDot + 1).replace(/\./g, '');
  }
  value = value.replace(/^\./, '0.');
  value = value.replace(/^0+(?=\d)/, '');
  const dot = value.indexOf('.');
  if (dot !== -1) {
    value = maxDecimals === 0 ? value.slice(0, dot) : value.slice(0, dot + 1 + maxDecimals);
  }
  return value;
}
