import { LANGUAGE_CODES, type LanguageCode } from '@woohoo/shared/languages';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '').sort();
}

const english = flatten(files['./en_US.json'] ?? {});

/** i18next plural keys end in a CLDR category: deposit.crediting_one, deposit.crediting_other. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The key set with each plural group written once, as `<base>_#`. */
function normalizedKeys(strings: Map<string, string>): string[] {
  return [...new Set([...strings.keys()].map((key) => key.replace(PLURAL_SUFFIX, '_#')))].sort();
}

/** The plural categories a language needs (Intl.PluralRules, as i18next uses it). */
function pluralCategories(code: string): string[] {
  return [...new Intl.PluralRules(code.replace('_', '-')).resolvedOptions().pluralCategories].sort();
}

/**
 * Texts every language writes as English does: a link's scheme, an e-mail example and the
 * explorers' "tx" label. Brands, tickers, levels and codes (WOOHOO, USDT, B6, 0x…) need no entry:
 * a text with no lower-case word of two letters or more is not English prose (see isProse).
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['https://', 'name@example.com', '{{ref}}, tx {{hash}}']);

/**
 * Words a language writes as English spells them because they are words of that language (or
 * the loanword its crypto apps use): Spanish "Total", Indonesian "Transfer", Malay "Deposit",
 * "Staking" in the Latin-script languages. Anything else identical to English is an
 * untranslated copy. An entry no file uses any more fails too, so the list stays exact.
 */
/** The month abbreviations Indonesian and Malay write as English does (dates.months, CLDR's). */
const MONTHS_AS_IN_ENGLISH = ['Jan', 'Feb', 'Apr', 'Jun', 'Jul', 'Sep', 'Nov'];

const SAME_IN_LANGUAGE: Partial<Record<LanguageCode, readonly string[]>> = {
  es_ES: ['Staking', 'Total', 'Personal'],
  pt_PT: ['Staking', 'Total', 'Digital', 'Email'],
  id_ID: [
    'Staking',
    'Stake',
    'Deposit',
    'Deposit #{{id}}',
    'Transfer',
    'Transfer #{{id}}',
    'Swap',
    'Swap #{{id}}',
    'Status',
    'Total',
    'Node',
    'Digital',
    'Poster',
    'Level',
    'Level: {{level}}',
    'Target',
    'Email',
    ...MONTHS_AS_IN_ENGLISH,
    'Mar',
  ],
  ms_MY: [
    'Staking',
    'Stake',
    'Deposit',
    'Deposit #{{id}}',
    'Swap',
    'Swap #{{id}}',
    'Status',
    'Digital',
    'Poster',
    ...MONTHS_AS_IN_ENGLISH,
  ],
  vi_VN: ['Staking', 'Node', 'Email'],
};

/** Prose has a lower-case word of two letters or more once placeholders are taken out. */
function isProse(text: string): boolean {
  return /[a-z]{2,}/.test(text.replace(/\{\{[^}]*\}\}/g, ''));
}

/** The English text a key of another language translates (its `_other` form for plural keys). */
function englishOf(key: string): string | undefined {
  return english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
}

describe('locale files', () => {
  it('exist for all 14 languages of the spec, and only for them', () => {
    const codes = Object.keys(files).map((path) => path.replace('./', '').replace('.json', ''));
    expect(codes.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('English has no empty strings', () => {
    for (const [key, value] of english) expect(value.trim(), key).not.toBe('');
  });

  for (const code of LANGUAGE_CODES) {
    describe(code, () => {
      const strings = flatten(files[`./${code}.json`] ?? {});
      it('has exactly the en_US key set, plural forms aside', () => {
        expect(normalizedKeys(strings)).toEqual(normalizedKeys(english));
      });
      it('has every plural form its language needs, and no other', () => {
        const groups = normalizedKeys(english).filter((key) => key.endsWith('_#'));
        for (const group of groups) {
          const base = group.slice(0, -2);
          const forms = [...strings.keys()]
            .filter((key) => key.startsWith(`${base}_`) && PLURAL_SUFFIX.test(key))
            .map((key) => key.slice(base.length + 1))
            .sort();
          expect(forms, `${code} ${base}`).toEqual(pluralCategories(code));
        }
      });
      if (code !== 'en_US') {
        it('translates every text: no English copies beyond its allowlist', () => {
          const allowed = new Set([...SAME_IN_EVERY_LANGUAGE, ...(SAME_IN_LANGUAGE[code] ?? [])]);
          const copies = [...strings]
            .filter(([key, value]) => value === englishOf(key) && isProse(value) && !allowed.has(value))
            .map(([key, value]) => `${key}: ${value}`);
          expect(copies).toEqual([]);
          const used = new Set(
            [...strings].filter(([key, value]) => value === englishOf(key)).map(([, v]) => v),
          );
          const stale = (SAME_IN_LANGUAGE[code] ?? []).filter((word) => !used.has(word));
          expect(stale, 'allowlisted words no text uses').toEqual([]);
        });
      }
      it('keeps the interpolation placeholders of en_US', () => {
        for (const [key, value] of strings) {
          const source = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
          expect(placeholders(value), `${code} ${key}`).toEqual(placeholders(source));
        }
      });
    });
  }
});
