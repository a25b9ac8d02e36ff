import { describe, expect, it } from 'vitest';
import { RULE_KEY_NAMES, RULE_KEYS, RULE_SECTION_NAMES } from './rule-keys';
import { DEFAULT_RULES, rulesToJson } from './rules-config';

/** Every object key at any depth of a JSON value (inside lists too). */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysIn(inner)]);
}

describe('the rules key catalogue', () => {
  const sent = rulesToJson(DEFAULT_RULES) as Record<string, unknown>;

  it('lists every section the server sends, and no other', () => {
    const sections = Object.keys(sent).filter((key) => key !== 'version' && key !== 'effectiveAt');
    expect(RULE_SECTION_NAMES).toEqual(sections);
  });

  it.each(RULE_SECTION_NAMES)('lists every key of the %s section at any depth, and no other', (section) => {
    expect([...new Set(keysIn(sent[section]))].sort()).toEqual([...RULE_KEYS[section]].sort());
  });

  it('names each key in one section only', () => {
    expect(new Set(RULE_KEY_NAMES).size).toBe(RULE_KEY_NAMES.length);
  });
});
