import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './filename-from-disposition';

describe('filenameFromDisposition', () => {
  it('reads a quoted filename', () => {
    expect(filenameFromDisposition('attachment; filename="withdraw-records.csv"')).toBe(
      'withdraw-records.csv',
    );
  });
  it('reads an unquoted filename', () => {
    expect(filenameFromDisposition('attachment; filename=records.csv')).toBe('records.csv');
  });
  it('prefers the RFC 5987 filename* and decodes it', () => {
    expect(
      filenameFromDisposition(`attachment; filename="plain.csv"; filename*=UTF-8''%E8%AE%B0%E5%BD%95.csv`),
    ).toBe('记录.csv');
  });
  it('drops path parts', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });
  it('gives undefined without a header or a name', () => {
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition('attachment')).toBeUndefined();
    expect(filenameFromDisposition('attachment; filename=".."')).toBeUndefined();
  });
});
