import { decimalSeparator, integerFormat } from './number-formats';

/** `-12`, `+1234.5`, `<0.000001`: what the shared amount rule writes when it does not group. */
const PLAIN_DECIMAL = /^([+-]?<?)(\d+)(?:\.(\d+))?$/;

/**
 * A plain decimal string in the language's way of writing numbers: `1234.5` gives `1,234.5` in
 * English, `1.234,5` in Indonesian, `1 234,5` in Russian. The whole part goes through
 * `Intl.NumberFormat#format(bigint)` and the fraction is joined with the language's decimal sign
 * as it is, so no digit is lost to a JS number however long the amount. Text of another shape is
 * returned as it came.
 */
export function localizeDecimal(text: string, locale: string): string {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return text;
  const [, prefix = '', whole = '0', fraction] = match;
  const head = integerFormat(locale).format(BigInt(whole));
  return `${prefix}${head}${fraction ? `${decimalSeparator(locale)}${fraction}` : ''}`;
}
