import { describe, expect, it } from 'vitest';
import { ERROR_NAMES } from '../error-codes';
import { LANGUAGE_CODES, type LanguageCode } from '../languages';
import { SERVER_MESSAGES } from './catalogue';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(SERVER_MESSAGES.en_US as unknown as Tree);
/**
 * The figures of a text, each with its thousands separators taken out: a language groups digits
 * its own way (1,000; 1.000; 1 000 with a no-break space), the figure is the same.
 */
const numbers = (text: string) =>
  [...text.matchAll(/\d+(?:[.,\u00a0\u202f]\d+)*/g)]
    .map((m) => m[0].replace(/[.,\u00a0\u202f](?=\d{3}(?!\d))/g, ''))
    .sort();

/**
 * Words a language writes as English spells them (Indonesian and Malay "Status"); any other text
 * identical to English is an untranslated copy. Codes such as "ID" are not prose (see isProse).
 */
const SAME_IN_LANGUAGE: Partial<Record<LanguageCode, readonly string[]>> = {
  id_ID: ['Status'],
  ms_MY: ['Status'],
};

/** Prose has a lower-case word of two letters or more. */
const isProse = (text: string) => /[a-z]{2,}/.test(text);

describe('server messages', () => {
  it('carry a message for every error code in English', () => {
    for (const name of ERROR_NAMES) expect(SERVER_MESSAGES.en_US.errors[name], name).toBeTruthy();
  });

  for (const code of LANGUAGE_CODES) {
    describe(code, () => {
      const texts = flatten(SERVER_MESSAGES[code] as unknown as Tree);
      it('has exactly the English keys, none empty', () => {
        expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, value] of texts) expect(value.trim(), `${code} ${key}`).not.toBe('');
      });
      if (code !== 'en_US') {
        it('translates every text: no English copies beyond its allowlist', () => {
          const allowed = new Set(SAME_IN_LANGUAGE[code] ?? []);
          const copies = [...texts]
            .filter(([key, value]) => value === english.get(key) && isProse(value) && !allowed.has(value))
            .map(([key]) => key);
          expect(copies).toEqual([]);
        });
      }
      it('keeps the figures of the English texts', () => {
        for (const [key, value] of english) {
          if (key.startsWith('errors.idempotency')) continue; // a header name, not a figure
          expect(numbers(texts.get(key) ?? ''), `${code} ${key}`).toEqual(numbers(value));
        }
      });
    });
  }
});
