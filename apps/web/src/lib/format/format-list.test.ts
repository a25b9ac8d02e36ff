import { LANGUAGE_CODES, type LanguageCode } from '@woohoo/shared/languages';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDisplayLocale } from './display-locale';
import { formatList, installListFormat } from './format-list';
import { type ListWords, makeListLocale, readListWords } from './list-locale';

type LocaleFile = { list?: unknown; rewards: { fullNode: { missing: string } } };
const localeFiles = import.meta.glob<LocaleFile>('../../locales/*.json', { eager: true, import: 'default' });
const fileOf = (code: LanguageCode) => localeFiles[`../../locales/${code}.json`] as LocaleFile;
const tagOf = (code: LanguageCode) => code.replace('_', '-');

function wordsOf(code: LanguageCode): ListWords {
  const words = readListWords(fileOf(code).list);
  if (!words) throw new Error(`${code}: no list section`);
  return words;
}

/** The browser's ICU as Chromium ships it: no Khmer, whose lists Intl then joins in English. */
function dropKhmer() {
  const RealListFormat = Intl.ListFormat;
  const withoutKhmer = (tags: Intl.LocalesArgument) =>
    [tags ?? []]
      .flat()
      .map(String)
      .filter((tag) => !tag.startsWith('km'));
  class ChromiumListFormat extends RealListFormat {
    constructor(tags?: Intl.LocalesArgument, options?: Intl.ListFormatOptions) {
      super(withoutKhmer(tags).length > 0 ? tags : 'en-US', options);
    }
    static override supportedLocalesOf(tags: string | readonly string[]) {
      return RealListFormat.supportedLocalesOf(withoutKhmer(tags as Intl.LocalesArgument));
    }
  }
  vi.spyOn(Intl, 'ListFormat', 'get').mockReturnValue(ChromiumListFormat);
}

afterEach(() => {
  vi.restoreAllMocks();
  setDisplayLocale('en-US');
});

describe('list words of the locale files', () => {
  it.each(LANGUAGE_CODES)('%s joins two, three and four items as an ICU with every language does', (code) => {
    const words = makeListLocale('xx', wordsOf(code));
    const icu = new Intl.ListFormat(tagOf(code), { style: 'long', type: 'conjunction' });
    for (const items of [
      ['A', 'B'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C', 'D'],
    ]) {
      expect(formatList(items, { ...words, intl: false })).toBe(icu.format(items));
    }
  });
});

describe('formatList', () => {
  it('joins in Khmer with its own words where the browser has no Khmer', () => {
    dropKhmer();
    const khmer = makeListLocale('km-KH', wordsOf('km_KH'));
    expect(khmer.intl).toBe(false);
    expect(formatList(['ណូដជេណេស៊ីស', 'ណូដសហគមន៍'], khmer)).toBe('ណូដជេណេស៊ីស និង\u200bណូដសហគមន៍');
    expect(makeListLocale('th-TH', wordsOf('th_TH')).intl).toBe(true);
  });

  it('writes one item as it is, and lists in Intl where the browser has the language', () => {
    setDisplayLocale('zh-CN');
    expect(formatList(['主节点'])).toBe('主节点');
    expect(formatList(['主节点', '创世节点', '社区节点'])).toBe('主节点、创世节点和社区节点');
  });

  it("is what a locale file's {{kinds, list}} joins with: the Khmer full-node assessment", () => {
    dropKhmer();
    const i18n = i18next.createInstance();
    void i18n.init({
      resources: { 'km-KH': { translation: fileOf('km_KH') } },
      lng: 'km-KH',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    installListFormat(i18n);
    const text = i18n.t('rewards.fullNode.missing', { kinds: ['ណូដជេណេស៊ីស', 'ណូដសហគមន៍'] });
    expect(text).toBe('ខ្វះ៖ ណូដជេណេស៊ីស និង\u200bណូដសហគមន៍។');
    expect(text).not.toContain(' and ');
  });
});
