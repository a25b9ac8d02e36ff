import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from './format-local-date-time';

/** Local time, so the expectations hold in any time zone. */
const DATE = new Date(2025, 0, 2, 13, 4, 5);

describe('formatLocalDateTime', () => {
  it('writes the medium date with a 24-hour time and seconds', () => {
    expect(formatLocalDateTime(DATE, 'second', 'en-US')).toBe('Jan 2, 2025, 13:04:05');
    expect(formatLocalDateTime(DATE, 'second', 'zh-CN')).toBe('2025年1月2日 13:04:05');
    expect(formatLocalDateTime(DATE, 'second', 'es-ES')).toBe('2 ene 2025, 13:04:05');
  });
  it('drops the seconds or the time when asked', () => {
    expect(formatLocalDateTime(DATE, 'minute', 'en-US')).toBe('Jan 2, 2025, 13:04');
    expect(formatLocalDateTime(DATE, 'day', 'en-US')).toBe('Jan 2, 2025');
  });
  it('keeps Latin digits and the Gregorian year in Persian (isolated, so its words keep their order) and Thai', () => {
    expect(formatLocalDateTime(DATE, 'day', 'fa-IR')).toBe('\u20682 ژانویه 2025\u2069');
    expect(formatLocalDateTime(DATE, 'day', 'th-TH')).toBe('2 ม.ค. 2025');
  });
  it('falls back to English for a tag Intl rejects', () => {
    expect(formatLocalDateTime(DATE, 'day', 'not a tag!')).toBe('Jan 2, 2025');
  });
});
