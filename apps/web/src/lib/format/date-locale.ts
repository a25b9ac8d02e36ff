import type { DateWords } from './date-words';

/**
 * The language dates are written in: its BCP 47 tag and, from its locale file, its own date
 * words (date-words.ts). `intl` says whether the runtime's Intl has the language; when it does
 * not, the words write the date instead of Intl's English stand-in.
 */
export type DateLocale = { tag: string; words?: DateWords; intl: boolean };

/**
 * Whether the runtime's Intl writes this language's dates and relative times itself, rather than
 * another language's in its place: Chromium's ICU has no Khmer, for one, and answers
 * `supportedLocalesOf(['km-KH'])` with nothing.
 */
export function intlHasDates(tag: string): boolean {
  try {
    return (
      Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0 &&
      Intl.RelativeTimeFormat.supportedLocalesOf([tag]).length > 0
    );
  } catch {
    return false; // a tag Intl rejects
  }
}

/** The date locale of a language: Intl where the runtime has it, else its words (when given). */
export function makeDateLocale(tag: string, words?: DateWords): DateLocale {
  return { tag, words, intl: words === undefined || intlHasDates(tag) };
}
