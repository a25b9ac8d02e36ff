import { describe, expect, it } from 'vitest';
import { isolateLtr, isolateText } from './bidi-isolate';

describe('isolateLtr', () => {
  it('wraps a figure in a left-to-right isolate in Persian', () => {
    expect(isolateLtr('-1,500 USDT', 'fa-IR')).toBe('\u2066-1,500 USDT\u2069');
  });
  it('leaves left-to-right languages and unknown tags byte for byte as they were', () => {
    expect(isolateLtr('-1,500 USDT', 'en-US')).toBe('-1,500 USDT');
    expect(isolateLtr('-1,500 USDT', 'th-TH')).toBe('-1,500 USDT');
    expect(isolateLtr('-1,500 USDT', 'not a tag!')).toBe('-1,500 USDT');
  });
});

describe('isolateText', () => {
  it('isolates a Persian date by its first letter', () => {
    expect(isolateText('2 ژانویه 2025', 'fa-IR')).toBe('\u20682 ژانویه 2025\u2069');
  });
  it('leaves other languages alone', () => {
    expect(isolateText('Jan 2, 2025', 'en-US')).toBe('Jan 2, 2025');
  });
});
