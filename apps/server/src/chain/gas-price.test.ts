import { parseGwei } from 'viem';
import { describe, expect, it } from 'vitest';
import { boundFees, bumped, replacementFees } from './gas-price';

const gwei = (value: string) => parseGwei(value);
const bounds = { floorWei: gwei('0.1'), ceilingWei: gwei('10') };
const fees = (maxFee: string, tip: string) => ({
  maxFeePerGas: gwei(maxFee),
  maxPriorityFeePerGas: gwei(tip),
});

describe('boundFees', () => {
  it("keeps the chain's fees that are within the bounds", () => {
    expect(boundFees(fees('3', '1'), bounds)).toEqual(fees('3', '1'));
  });

  it('raises both fields to the floor', () => {
    expect(boundFees(fees('0.05', '0.01'), bounds)).toEqual(fees('0.1', '0.1'));
    expect(boundFees(fees('2', '0'), bounds)).toEqual(fees('2', '0.1'));
  });

  it('caps both fields at the ceiling, the tip never above the fee cap', () => {
    expect(boundFees(fees('50', '40'), bounds)).toEqual(fees('10', '10'));
    expect(boundFees(fees('1', '3'), bounds)).toEqual(fees('1', '1'));
  });
});

describe('bumped', () => {
  it('adds 10%, rounded up, and at least one wei', () => {
    expect(bumped(gwei('1'))).toBe(gwei('1.1'));
    expect(bumped(101n)).toBe(112n);
    expect(bumped(5n)).toBe(6n);
    expect(bumped(0n)).toBe(1n);
  });
});

describe('replacementFees', () => {
  it('raises both fields by 10% when the chain asks no more', () => {
    expect(replacementFees(fees('2', '1'), fees('2', '1'), bounds)).toEqual(fees('2.2', '1.1'));
    expect(replacementFees(fees('2', '1'), fees('0.5', '0.1'), bounds)).toEqual(fees('2.2', '1.1'));
  });

  it("takes the chain's price now when it is above the raise", () => {
    expect(replacementFees(fees('2', '1'), fees('5', '3'), bounds)).toEqual(fees('5', '3'));
    // The chain's tip is never above its fee cap: a tip of 4 under a cap of 2 counts as 2.
    expect(replacementFees(fees('2', '1'), fees('2', '4'), bounds)).toEqual(fees('2.2', '2'));
    expect(replacementFees(fees('2', '1'), fees('6', '4'), bounds)).toEqual(fees('6', '4'));
  });

  it('caps at the ceiling while the raise still fits', () => {
    expect(replacementFees(fees('9', '1'), fees('30', '20'), bounds)).toEqual(fees('10', '10'));
  });

  it('gives up when the ceiling leaves no room for a 10% raise', () => {
    expect(replacementFees(fees('9.5', '1'), fees('2', '1'), bounds)).toBeUndefined();
    expect(replacementFees(fees('10', '9.5'), fees('2', '1'), bounds)).toBeUndefined();
  });

  it('is always at least 10% above on both fields when it answers', () => {
    for (const [cap, tip, nowCap, nowTip] of [
      ['0.1', '0.1', '0.1', '0.1'],
      ['3', '0.2', '1', '1'],
      ['7', '7', '8', '2'],
    ] as const) {
      const previous = fees(cap, tip);
      const next = replacementFees(previous, fees(nowCap, nowTip), bounds);
      expect(next?.maxFeePerGas).toBeGreaterThanOrEqual((previous.maxFeePerGas * 110n) / 100n);
      expect(next?.maxPriorityFeePerGas).toBeGreaterThanOrEqual(
        (previous.maxPriorityFeePerGas * 110n) / 100n,
      );
      expect(next?.maxPriorityFeePerGas).toBeLessThanOrEqual(next?.maxFeePerGas ?? 0n);
    }
  });
});
