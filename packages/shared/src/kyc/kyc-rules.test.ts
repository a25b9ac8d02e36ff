import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isSliderSolved, maskEmail, normalizeEmail, resendWaitSec } from './kyc-rules';

describe('KYC1 rules', () => {
  it('compares emails without case or surrounding spaces, and masks them', () => {
    expect(normalizeEmail('  Alice.Smith@Example.COM ')).toBe('alice.smith@example.com');
    expect(maskEmail('alice@example.com')).toBe('al***@example.com');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
  });

  it('accepts plain addresses only', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.org']) expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', 'a@b', 'a b@c.io', '@c.io', 'a@.io', 'a@b..io'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });

  it('counts the slider within 6 px of the gap', () => {
    expect(isSliderSolved(100, 106)).toBe(true);
    expect(isSliderSolved(100, 94)).toBe(true);
    expect(isSliderSolved(100, 107)).toBe(false);
  });

  it('counts down 60 s from the last code', () => {
    const sent = new Date('2026-11-25T10:00:00Z');
    expect(resendWaitSec(undefined, sent)).toBe(0);
    expect(resendWaitSec(sent, sent)).toBe(60);
    expect(resendWaitSec(sent, new Date(sent.getTime() + 59_500))).toBe(1);
    expect(resendWaitSec(sent, new Date(sent.getTime() + 60_000))).toBe(0);
  });
});
