import { describe, expect, it } from 'vitest';
import { parseHsmArgs } from './hsm-operator-cli';

describe('parseHsmArgs', () => {
  it('reads keygen and address with their label', () => {
    expect(parseHsmArgs(['hsm', 'keygen', '--label', 'treasury-2026'])).toEqual({
      action: 'keygen',
      label: 'treasury-2026',
    });
    expect(parseHsmArgs(['hsm', 'address', '--label=treasury'])).toEqual({
      action: 'address',
      label: 'treasury',
    });
  });

  it('refuses another action, extra words and a missing or unprintable label', () => {
    expect(() => parseHsmArgs(['hsm', 'delete', '--label', 'x'])).toThrow(/unknown command/);
    expect(() => parseHsmArgs(['hsm', 'keygen', 'extra', '--label', 'x'])).toThrow(/unknown command/);
    expect(() => parseHsmArgs(['hsm', 'keygen'])).toThrow(/keygen needs --label/);
    expect(() => parseHsmArgs(['hsm', 'address', '--label', 'two words'])).toThrow(/address needs --label/);
    expect(() => parseHsmArgs(['hsm', 'keygen', '--label', 'x'.repeat(65)])).toThrow(/keygen needs --label/);
  });
});
