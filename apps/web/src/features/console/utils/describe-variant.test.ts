import { describe, expect, it } from 'vitest';
import { describeVariant } from './describe-variant';

describe('describeVariant', () => {
  it('joins size and colour, and names a variant with neither', () => {
    expect(describeVariant({ size: 'M', colour: 'Black' })).toBe('M · Black');
    expect(describeVariant({ size: null, colour: 'Red' })).toBe('Red');
    expect(describeVariant({ size: null, colour: null })).toBe('One size');
  });
});
