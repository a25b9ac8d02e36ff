import { describe, expect, it } from 'vitest';
import { ERROR_NAMES } from '../error-codes';
import { LANGUAGE_CODES } from '../languages';
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
const numbers = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => m[0]).sort();

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
      it('keeps the figures of the English texts', () => {
        for (const [key, value] of english) {
          if (key.startsWith('errors.idempotency')) continue; // a header name, not a figure
          expect(numbers(texts.get(key) ?? ''), `${code} ${key}`).toEqual(numbers(value));
        }
      });
    });
  }
});
