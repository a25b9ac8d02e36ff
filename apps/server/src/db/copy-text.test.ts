import { describe, expect, it } from 'vitest';
import { copyField, copyRows } from './copy-text';

describe('COPY text format', () => {
  it('writes null, booleans, numbers and bigints as PostgreSQL reads them', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(true)).toBe('t');
    expect(copyField(false)).toBe('f');
    expect(copyField(42)).toBe('42');
    expect(copyField(10n ** 30n)).toBe('1000000000000000000000000000000');
  });

  it('escapes the characters the format gives a meaning, and nothing else', () => {
    expect(copyField('plain text, with "quotes"')).toBe('plain text, with "quotes"');
    expect(copyField('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    // The two characters \N are data, not the null marker, once escaped.
    expect(copyField('\\N')).toBe('\\\\N');
  });

  it('makes chunks of whole rows, lazily', () => {
    const items = [1, 2, 3, 4, 5];
    let asked = 0;
    const chunks = copyRows(
      items,
      (n) => {
        asked++;
        return [n, n % 2 === 0];
      },
      2,
    );
    expect(asked).toBe(0);
    expect([...chunks]).toEqual(['1\tf\n2\tt\n', '3\tf\n4\tt\n', '5\tf\n']);
    expect(asked).toBe(5);
    expect([...copyRows([], () => [1])]).toEqual([]);
  });
});
