import { describe, expect, it } from 'vitest';
import { type DeviceTraits, isPhone } from './is-phone';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

function makeTraits(overrides: Partial<DeviceTraits> = {}): DeviceTraits {
  return { userAgent: DESKTOP_CHROME, coarsePointer: false, shortSidePx: 1080, ...overrides };
}

describe('isPhone', () => {
  it('takes a phone user agent as a phone, whatever the pointer says', () => {
    expect(isPhone(makeTraits({ userAgent: IPHONE }))).toBe(true);
    expect(isPhone(makeTraits({ userAgent: ANDROID_PHONE, shortSidePx: 412 }))).toBe(true);
  });

  it('takes a desktop browser with a mouse as a computer', () => {
    expect(isPhone(makeTraits())).toBe(false);
  });

  it('takes a finger on a phone-sized screen as a phone when the user agent hides it', () => {
    expect(isPhone(makeTraits({ coarsePointer: true, shortSidePx: 390 }))).toBe(true);
    expect(isPhone(makeTraits({ coarsePointer: true, shortSidePx: 600 }))).toBe(true);
  });

  it('takes tablets as computers (they get the QR code)', () => {
    expect(isPhone(makeTraits({ userAgent: ANDROID_TABLET, coarsePointer: true, shortSidePx: 800 }))).toBe(
      false,
    );
    expect(isPhone(makeTraits({ userAgent: IPAD_DESKTOP_MODE, coarsePointer: true, shortSidePx: 820 }))).toBe(
      false,
    );
  });

  it('takes a small window with a mouse as a computer', () => {
    expect(isPhone(makeTraits({ shortSidePx: 390 }))).toBe(false);
  });
});
