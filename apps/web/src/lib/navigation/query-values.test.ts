import { describe, expect, it } from 'vitest';
import { buildQueryValues, pagePath, readQueryValues } from './query-values';

describe('readQueryValues', () => {
  it('reads value1..value9 and ignores other parameters', () => {
    expect(readQueryValues('?value1=a&value9=z&other=x&value10=no')).toEqual({ value1: 'a', value9: 'z' });
  });
  it('accepts URLSearchParams and strings without "?"', () => {
    expect(readQueryValues(new URLSearchParams('value2=b'))).toEqual({ value2: 'b' });
    expect(readQueryValues('value3=%E4%BD%A0')).toEqual({ value3: '你' });
  });
  it('gives an empty object for no values', () => {
    expect(readQueryValues('')).toEqual({});
  });
});

describe('buildQueryValues', () => {
  it('builds positional values and skips empty ones without renumbering', () => {
    expect(buildQueryValues(['a', undefined, 3, 10n, true])).toBe('?value1=a&value3=3&value4=10&value5=true');
  });
  it('builds from named values', () => {
    expect(buildQueryValues({ value2: 'b', value1: 'a' })).toBe('?value1=a&value2=b');
  });
  it('encodes special characters', () => {
    expect(buildQueryValues(['a b&c'])).toBe('?value1=a+b%26c');
  });
  it('gives an empty string for nothing', () => {
    expect(buildQueryValues([])).toBe('');
  });
  it('refuses more than nine values', () => {
    expect(() => buildQueryValues(Array.from({ length: 10 }, () => 'x'))).toThrow(RangeError);
  });
  it('round-trips through readQueryValues', () => {
    expect(readQueryValues(buildQueryValues(['1', '2']))).toEqual({ value1: '1', value2: '2' });
  });
});

describe('pagePath', () => {
  it('appends the query values to the route', () => {
    expect(pagePath('/pages/index/Announcementdetails', ['42'])).toBe(
      '/pages/index/Announcementdetails?value1=42',
    );
    expect(pagePath('/pages/my/my')).toBe('/pages/my/my');
  });
});
