import { seedHash } from '@woohoo/shared/boxes/box-draw';
import { describe, expect, it } from 'vitest';
import { makeBox, makeOpenedBox, makePrizes } from '../testing/box-factories';
import { allPassed, checkDraw, type DrawInputs, revealedInputs } from './check-draw';

const box = makeOpenedBox({}, { clientSeed: 'alice-seed', counter: 3 });
const honest = revealedInputs(box) as DrawInputs;
const check = (inputs: Partial<DrawInputs>) => checkDraw(box.id, { ...honest, ...inputs }, makePrizes());
const passed = (inputs: Partial<DrawInputs>) =>
  Object.fromEntries(check(inputs).checks.map((c) => [c.key, c.passed]));

describe('checkDraw (the verify view)', () => {
  it('passes an honest draw and recomputes its prize and card', () => {
    const result = check({});
    expect(allPassed(result)).toBe(true);
    expect(result.seedHash).toBe(box.serverSeedHash);
    expect(result.drawn).toEqual({ prize: box.draw?.prize, giftCardNo: box.draw?.giftCardNo });
  });

  it('fails a tampered server seed: it no longer matches its commitment, and draws something else', () => {
    const tampered = `0${honest.serverSeed.slice(1)}`;
    expect(passed({ serverSeed: tampered }).seed).toBe(false);
    expect(allPassed(check({ serverSeed: tampered }))).toBe(false);
    // A seed matching a forged commitment still cannot reproduce the card of the real draw.
    expect(passed({ serverSeed: 'forged', serverSeedHash: seedHash('forged') })).toMatchObject({
      seed: true,
      card: false,
    });
  });

  it('fails a stated prize or card the draw does not give', () => {
    const otherPrize = String(((box.draw?.prize ?? 1) % 10) + 1);
    expect(passed({ prize: otherPrize })).toEqual({ seed: true, prize: false, card: true });
    expect(passed({ giftCardNo: 'GC-0000042-0000' }).card).toBe(false);
    expect(passed({ prize: 'seven' }).prize).toBe(false);
  });

  it('fails another client seed or counter, and a counter that is not a whole number, without throwing', () => {
    expect(passed({ clientSeed: 'bob-seed' }).card).toBe(false);
    expect(passed({ counter: '4' }).card).toBe(false);
    const notANumber = check({ counter: '1.5' });
    expect(notANumber.counterValid).toBe(false);
    expect(notANumber.drawn).toBeUndefined();
    expect(notANumber.checks.map((c) => c.passed)).toEqual([true, false, false]);
  });

  it('has nothing to verify before the opening', () => {
    expect(revealedInputs(makeBox())).toBeUndefined();
  });
});
