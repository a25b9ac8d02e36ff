import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const english = { locale: 'en-US', justNow: 'just now' };

/** The ISO time `seconds` before NOW. */
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime (SPEC 9)', () => {
  it('says "just now" under 300 seconds', () => {
    expect(formatRelativeTime(ago(0), NOW, english)).toBe('just now');
    expect(formatRelativeTime(ago(299), NOW, english)).toBe('just now');
  });

  it('counts whole minutes from 300 seconds on', () => {
    expect(formatRelativeTime(ago(300), NOW, english)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * 60 + 59), NOW, english)).toBe('59 minutes ago');
  });

  it('counts whole hours from an hour on, and whole days from a day on', () => {
    expect(formatRelativeTime(ago(3600), NOW, english)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 3600 + 3599), NOW, english)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(86_400), NOW, english)).toBe('1 day ago');
    expect(formatRelativeTime(ago(29 * 86_400 + 86_399), NOW, english)).toBe('29 days ago');
  });

  it("shows the locale's date from 30 days on", () => {
    expect(formatRelativeTime(ago(30 * 86_400), NOW, english)).toBe('May 16, 2026');
    expect(formatRelativeTime('2025-01-15T12:00:00.000Z', NOW, english)).toBe('Jan 15, 2025');
  });

  it('treats a slightly future time (clock skew) as just now, and a later one by its date', () => {
    expect(formatRelativeTime(ago(-120), NOW, english)).toBe('just now');
    expect(formatRelativeTime('2026-07-15T12:00:00.000Z', NOW, english)).toBe('Jul 15, 2026');
  });

  it('speaks the interface language, with its own "just now"', () => {
    const chinese = { locale: 'zh-CN', justNow: '刚刚' };
    expect(formatRelativeTime(ago(10), NOW, chinese)).toBe('刚刚');
    expect(formatRelativeTime(ago(300), NOW, chinese)).toBe('5分钟前');
    expect(formatRelativeTime(ago(2 * 86_400), NOW, chinese)).toBe('2天前');
    expect(formatRelativeTime(ago(3 * 3600), NOW, { locale: 'fa-IR', justNow: 'همین الان' })).toBe(
      '\u20683 ساعت پیش\u2069',
    );
    expect(formatRelativeTime(ago(3 * 3600), NOW, { locale: 'es-ES', justNow: 'ahora mismo' })).toBe(
      'hace 3 horas',
    );
  });

  it('writes Latin digits and Gregorian dates in Persian and Thai', () => {
    expect(formatRelativeTime('2025-01-15T12:00:00.000Z', NOW, { locale: 'th-TH', justNow: '' })).toBe(
      '15 ม.ค. 2025',
    );
    expect(formatRelativeTime('2025-01-15T12:00:00.000Z', NOW, { locale: 'fa-IR', justNow: '' })).toBe(
      '\u206815 ژانویه 2025\u2069',
    );
  });

  it('falls back to English for a tag Intl does not accept, and shows text that is not a date as it came', () => {
    expect(formatRelativeTime(ago(600), NOW, { locale: 'not a tag!', justNow: 'just now' })).toBe(
      '10 minutes ago',
    );
    expect(formatRelativeTime('yesterday', NOW, english)).toBe('yesterday');
  });
});
