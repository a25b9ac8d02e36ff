import { describe, expect, it } from 'vitest';
import { formatConfirmations } from './format-confirmations';

describe('formatConfirmations', () => {
  it('shows the confirmations against what the chain needs', () => {
    expect(formatConfirmations(3, 12)).toBe('3 / 12');
  });
  it('never shows more than needed', () => {
    expect(formatConfirmations(15, 12)).toBe('12 / 12');
  });
  it('shows the count alone while the requirement is unknown', () => {
    expect(formatConfirmations(3, undefined)).toBe('3');
  });
});
