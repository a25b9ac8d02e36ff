import { cachedFormat, LATIN_DIGITS } from './intl-cache';

/** Whole numbers with the language's grouping (Latin digits). */
export function integerFormat(locale: string): Intl.NumberFormat {
  return cachedFormat(
    'integer',
    locale,
    (tag) => new Intl.NumberFormat(tag, { ...LATIN_DIGITS, maximumFractionDigits: 0 }),
  );
}

/** The language's decimal sign: "." in English, "," in Spanish. */
export function decimalSeparator(locale: string): string {
  return cachedFormat('decimal', locale, (tag) => {
    const parts = new Intl.NumberFormat(tag, LATIN_DIGITS).formatToParts(1.5);
    return parts.find((part) => part.type === 'decimal')?.value ?? '.';
  });
}
