import { describe, expect, it } from 'vitest';
import { diffAuditChange, formatAuditValue } from './diff-audit-change';

describe('diffAuditChange', () => {
  it('lists only the keys whose value changed', () => {
    expect(
      diffAuditChange({ status: 'reviewing', asset: 'USDT' }, { status: 'rejected', asset: 'USDT' }),
    ).toEqual([{ key: 'status', before: 'reviewing', after: 'rejected' }]);
  });
  it('shows a key added or removed against a dash', () => {
    expect(
      diffAuditChange({ status: 'reviewing' }, { status: 'rejected', reason: 'Address on a sanctions list' }),
    ).toEqual([
      { key: 'status', before: 'reviewing', after: 'rejected' },
      { key: 'reason', before: '—', after: 'Address on a sanctions list' },
    ]);
  });
  it('lists every key of a creation from null', () => {
    expect(diffAuditChange(null, { expiresAt: '2026-06-02T00:00:00.000Z' })).toEqual([
      { key: 'expiresAt', before: '—', after: '2026-06-02T00:00:00.000Z' },
    ]);
  });
  it('has no lines when nothing was recorded on either side', () => {
    expect(diffAuditChange(null, null)).toEqual([]);
    expect(diffAuditChange({ a: 1 }, { a: 1 })).toEqual([]);
  });
  it('shows plain values and arrays as one "value" line', () => {
    expect(diffAuditChange(1, 2)).toEqual([{ key: 'value', before: '1', after: '2' }]);
    expect(diffAuditChange(['a'], null)).toEqual([{ key: 'value', before: '["a"]', after: '—' }]);
  });
  it('writes nested values as compact JSON', () => {
    expect(diffAuditChange({ early: false }, { early: true, by: { kind: 'x' } })).toEqual([
      { key: 'early', before: 'false', after: 'true' },
      { key: 'by', before: '—', after: '{"kind":"x"}' },
    ]);
  });
});

describe('formatAuditValue', () => {
  it('cuts a long value to one short line', () => {
    const text = formatAuditValue('x'.repeat(200));
    expect(text).toHaveLength(80);
    expect(text.endsWith('…')).toBe(true);
  });
});
