import type { i18n } from 'i18next';
import { displayLocale } from './display-locale';
import { cachedFormat } from './intl-cache';
import { type ListLocale, type ListWords, makeListLocale, readListWords } from './list-locale';

function join(pattern: string, first: string, last: string): string {
  return pattern.replace('{{first}}', () => first).replace('{{last}}', () => last);
}

function joinWithWords(items: readonly string[], words: ListWords): string {
  if (items.length < 2) return items[0] ?? '';
  if (items.length === 2) return join(words.two, items[0] as string, items[1] as string);
  let text = join(words.end, items[items.length - 2] as string, items[items.length - 1] as string);
  for (let i = items.length - 3; i >= 0; i--) text = join(words.middle, items[i] as string, text);
  return text;
}

/**
 * The one way the app joins words into a sentence's list ("Missing: A and B."), in the interface
 * language by default: every `{{x, list}}` of the locale files comes here (i18n.ts).
 */
export function formatList(
  items: readonly string[],
  locale: ListLocale = makeListLocale(displayLocale()),
): string {
  if (!locale.intl && locale.words) return joinWithWords(items, locale.words);
  const format = cachedFormat(
    'list',
    locale.tag,
    (tag) => new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }),
  );
  return format.format(items);
}

/**
 * `{{kinds, list}}` in a locale file joins through formatList, in the language numbers and dates
 * are written in, where i18next's own list format takes Intl's English "and" for a language the
 * browser lacks (Khmer in Chromium read "ខ្វះ៖ ណូដជេណេស៊ីស and ណូដសហគមន៍"). Installed with the
 * strings beyond the shell (register-full-english.ts), which every page but home loads before it
 * renders: the shell's and home's strings join no list, so the first load does not carry it.
 */
export function installListFormat(instance: Pick<i18n, 'services' | 'getResourceBundle'>): void {
  instance.services.formatter?.add('list', (value: unknown, lng: string | undefined) => {
    if (!Array.isArray(value)) return String(value);
    const tag = lng ?? displayLocale();
    // The words of the language the text is in: its locale file's `list` section.
    const words = readListWords(instance.getResourceBundle(tag, 'translation')?.list);
    return formatList(value.map(String), makeListLocale(tag, words));
  });
}
