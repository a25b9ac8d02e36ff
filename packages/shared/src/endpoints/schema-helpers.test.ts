import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDateTime,
  calendarDay,
  errorNameOfIssue,
  isCalendarDateTime,
  isCalendarDay,
  isStorableText,
  refuseUnstorableText,
  unstorablePaths,
} from './schema-helpers';

const namesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => errorNameOfIssue((issue as { params?: unknown }).params) ?? issue.code);

describe('isCalendarDay', () => {
  it.each(['2026-01-01', '2024-02-29', '2026-12-31', '1970-01-01', '9999-12-31'])('accepts %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });
  it.each([
    '2026-02-30',
    '2026-02-29',
    '9999-99-99',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-04-31',
    '0000-01-01',
    '1969-12-31',
    '2026-1-1',
    '2026-01-01T00:00:00Z',
    '',
  ])('refuses %s', (day) => {
    expect(isCalendarDay(day)).toBe(false);
  });
});

describe('isCalendarDateTime', () => {
  it('accepts a real time with offset', () => {
    expect(isCalendarDateTime('2026-03-01T13:00:00.000Z')).toBe(true);
    expect(isCalendarDateTime('2026-03-01T21:00:00+08:00')).toBe(true);
  });
  it('refuses an impossible day, year 0 and text', () => {
    expect(isCalendarDateTime('2026-02-30T00:00:00Z')).toBe(false);
    expect(isCalendarDateTime('0000-01-01T00:00:00Z')).toBe(false);
    expect(isCalendarDateTime('soon')).toBe(false);
  });
});

describe('calendarDay and calendarDateTime', () => {
  it('parse real values and mark the impossible ones dateInvalid', () => {
    expect(calendarDay().parse('2026-02-28')).toBe('2026-02-28');
    expect(namesOf(calendarDay().safeParse('2026-02-30'))).toEqual(['dateInvalid']);
    expect(namesOf(calendarDay().safeParse('9999-99-99'))).toEqual(['dateInvalid']);
    expect(calendarDateTime().parse('2026-03-01T13:00:00Z')).toBe('2026-03-01T13:00:00Z');
    expect(namesOf(calendarDateTime().safeParse('0000-01-01T00:00:00Z'))).toEqual(['dateInvalid']);
  });
  it('leave text that is no date at all a plain format issue, and take a code of their own', () => {
    expect(namesOf(calendarDay().safeParse('yesterday'))).toEqual(['invalid_format']);
    expect(namesOf(calendarDay('settlementDayInvalid').safeParse('2026-02-30'))).toEqual([
      'settlementDayInvalid',
    ]);
  });
});

describe('isStorableText', () => {
  it('accepts any well-formed text, paired surrogates (emoji) included', () => {
    expect(isStorableText('hello 你好 😀 𝟙')).toBe(true);
    expect(isStorableText('')).toBe(true);
  });
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD83Db'],
    ['a lone low surrogate', 'a\uDE00'],
    ['a high surrogate at the end', 'abc\uD83D'],
    ['two high surrogates', '\uD83D\uD83D'],
  ])('refuses %s', (_label, text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe('refuseUnstorableText', () => {
  const schema = refuseUnstorableText(
    z.object({ q: z.string().optional(), items: z.array(z.object({ note: z.string() })).optional() }),
  );
  it('keeps the schema and its output for storable text', () => {
    expect(schema.parse({ q: 'tea', items: [{ note: '😀' }] })).toEqual({
      q: 'tea',
      items: [{ note: '😀' }],
    });
  });
  it('refuses NUL or a lone surrogate at any depth with textInvalid and the path', () => {
    const result = schema.safeParse({ q: '\u0000', items: [{ note: 'ok' }, { note: '\uDC00' }] });
    expect(namesOf(result)).toEqual(['textInvalid', 'textInvalid']);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['q'], ['items', 1, 'note']]);
  });
  it('finds an unstorable key of a free-form object', () => {
    expect(unstorablePaths({ ok: 1, 'k\u0000': 'v' })).toEqual([['k\u0000']]);
  });
});
