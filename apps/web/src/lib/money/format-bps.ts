import { displayLocale } from '../format/display-locale';
import { cachedFormat, LATIN_DIGITS } from '../format/intl-cache';

/** Percentages to two decimals: "0.5%" in English, "0,5 %" in Spanish. */
function percentFormat(locale: string): Intl.NumberFormat {
  return cachedFormat(
    'percent',
    locale,
    (tag) => new Intl.NumberFormat(tag, { ...LATIN_DIGITS, style: 'percent', maximumFractionDigits: 2 }),
  );
}

/**
 * A fee or rate in basis points as a percentage in the interface language: 50 gives "0.5%" in
 * English and "0,5 %" in Spanish, 100 "1%", 5 "0.05%". The basis points go to Intl as the exact
 * decimal string `<bps>E-4`, never through a float.
 */
export function formatBps(bps: number | bigint, locale = displayLocale()): string {
  return percentFormat(locale).format(`${BigInt(bps)}E-4` as Intl.StringNumericLiteral);
}
