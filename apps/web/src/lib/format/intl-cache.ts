/**
 * Intl formatters built once per (kind, language): a list formats one row at a time, and a
 * formatter is costly to build. English stands in for a tag Intl does not accept.
 *
 * Decision (docs/rules.md, "Languages, numbers and dates"): every language writes digits in
 * Latin (`numberingSystem: 'latn'`) and dates in the Gregorian calendar, with its own grouping,
 * decimal sign, month names and word order. Amounts, hashes and dates then read the same as in
 * the wallet, the block explorer and the server's messages (which quote figures in Latin digits),
 * and a Persian or Thai user never has to convert a figure to compare it with their wallet.
 */
export const LATIN_DIGITS = { numberingSystem: 'latn' } as const;

const FALLBACK_LOCALE = 'en-US';
const caches = new Map<string, unknown>();

export function cachedFormat<F>(kind: string, locale: string, build: (tag: string) => F): F {
  const key = `${kind}|${locale}`;
  let format = caches.get(key) as F | undefined;
  if (format === undefined) {
    try {
      format = build(locale);
    } catch {
      // a tag Intl rejects: English rather than an exception in the middle of a list
      format = build(FALLBACK_LOCALE);
    }
    caches.set(key, format);
  }
  return format;
}
