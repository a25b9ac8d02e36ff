import { describe, expect, it } from 'vitest';
import { describeRulesVersion } from './describe-rules-version';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');

describe('describeRulesVersion', () => {
  it('marks the version in force, future ones as scheduled and earlier ones as replaced', () => {
    expect(describeRulesVersion({ version: 2, effectiveAt: '2026-05-01T00:00:00.000Z' }, 2, NOW)).toBe(
      'in force',
    );
    expect(describeRulesVersion({ version: 3, effectiveAt: '2026-06-02T00:00:00.000Z' }, 2, NOW)).toBe(
      'scheduled',
    );
    expect(describeRulesVersion({ version: 1, effectiveAt: '2026-01-01T00:00:00.000Z' }, 2, NOW)).toBe(
      'replaced',
    );
  });
});
