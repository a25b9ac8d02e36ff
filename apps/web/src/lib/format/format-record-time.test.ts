import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from './format-local-date-time';
import { formatRecordTime } from './format-record-time';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');

describe('formatRecordTime (SPEC 9)', () => {
  it('says "just now" under 300 seconds', () => {
    expect(formatRecordTime('2025-06-01T11:55:01.000Z', NOW, 'just now')).toBe('just now');
    expect(formatRecordTime('2025-06-01T12:00:00.000Z', NOW, 'just now')).toBe('just now');
  });
  it('shows the local date-time from 300 seconds on, in the language asked for', () => {
    const iso = '2025-06-01T11:55:00.000Z';
    expect(formatRecordTime(iso, NOW, 'just now')).toBe(
      formatLocalDateTime(new Date(iso), 'second', 'en-US'),
    );
    expect(formatRecordTime(iso, NOW, '刚刚', 'zh-CN')).toBe(
      formatLocalDateTime(new Date(iso), 'second', 'zh-CN'),
    );
    expect(formatRecordTime(iso, NOW, '刚刚', 'zh-CN')).toMatch(/^2025年6月1日 \d\d:55:00$/);
  });
  it('treats a slightly future time (clock skew) as just now', () => {
    expect(formatRecordTime('2025-06-01T12:01:00.000Z', NOW, 'just now')).toBe('just now');
  });
  it('shows text that is not a date as it came', () => {
    expect(formatRecordTime('yesterday', NOW, 'just now')).toBe('yesterday');
  });
});
