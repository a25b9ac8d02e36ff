import { describe, expect, it } from 'vitest';
import { formatCursor, parseCursor, type SettlementCursor } from './settlement-cursor';

describe('the settlement job cursor', () => {
  const cases: [string | null, SettlementCursor][] = [
    [null, { phase: 'compute' }],
    ['0', { phase: 'post', afterUser: '0' }],
    ['8641', { phase: 'post', afterUser: '8641' }],
    ['assess:0', { phase: 'assess', afterUser: '0' }],
    ['assess:1200', { phase: 'assess', afterUser: '1200' }],
  ];

  it.each(cases)('reads %s as its phase and writes it back the same', (text, cursor) => {
    expect(parseCursor(text)).toEqual(cursor);
    if (cursor.phase !== 'compute') expect(formatCursor(cursor)).toBe(text);
  });

  it.each(['', 'assess:', 'assess:x', '12a', 'post:12', ' 12'])(
    'refuses %j, a text it never wrote',
    (text) => {
      expect(() => parseCursor(text)).toThrow('not a settlement cursor');
    },
  );
});
