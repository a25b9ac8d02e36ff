import { describe, expect, it } from 'vitest';
import { rulesValueInTokens } from './rules-value-in-tokens';

const ONE = 10n ** 18n;

describe('rulesValueInTokens', () => {
  it('reads amounts (keys ending in Wei, in lists too) in whole tokens', () => {
    expect(rulesValueInTokens('stake.minWei', (100n * ONE).toString())).toBe('100');
    expect(rulesValueInTokens('boxes.prizeValuesWei[9]', (200n * ONE).toString())).toBe('200');
  });
  it('leaves anything else alone', () => {
    expect(rulesValueInTokens('boxes.prizeWeights[0]', '3000')).toBeNull();
    expect(rulesValueInTokens('stake.minWei', undefined)).toBeNull();
    expect(rulesValueInTokens('stake.minWei', 12)).toBeNull();
  });
});
