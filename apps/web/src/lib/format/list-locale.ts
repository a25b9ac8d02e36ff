/**
 * A language's own way of joining a list ("A, B and C"), from the `list` section of its locale file:
 * CLDR's conjunction patterns with `{{first}}` and `{{last}}`, for two items, between the
 * earlier items, and before the last of three or more.
 */
export type ListWords = { two: string; middle: string; end: string };

/**
 * The language lists are joined in: Intl.ListFormat where the runtime has the language, else
 * its words. Chromium's ICU has no Khmer: `Intl.ListFormat('km-KH')` joins with English "and".
 */
export type ListLocale = { tag: string; words?: ListWords; intl: boolean };

export function intlHasLists(tag: string): boolean {
  try {
    return Intl.ListFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false; // a tag Intl rejects
  }
}

export function makeListLocale(tag: string, words?: ListWords): ListLocale {
  return { tag, words, intl: words === undefined || intlHasLists(tag) };
}

/** Reads the `list` section of a locale file; undefined when it is missing or incomplete. */
export function readListWords(section: unknown): ListWords | undefined {
  if (typeof section !== 'object' || section === null) return undefined;
  const { two, middle, end } = section as Record<string, unknown>;
  if (typeof two !== 'string' || typeof middle !== 'string' || typeof end !== 'string') return undefined;
  return { two, middle, end };
}
