import { LANGUAGE_CODES } from '@woohoo/shared/languages';
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
      it('has exactly the en_US key set', () => {
        expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
      });
      it('keeps the interpolation placeholders of en_US', () => {
        for (const [key, value] of english) {
          expect(placeholders(strings.get(key) ?? ''), `${code} ${key}`).toEqual(placeholders(value));
        }
      });
    });
  }
});
