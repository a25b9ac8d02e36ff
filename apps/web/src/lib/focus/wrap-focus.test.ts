import { describe, expect, it } from 'vitest';
import { wrapFocus } from './wrap-focus';

describe('wrapFocus', () => {
  it('goes from the last control back to the first on Tab', () => {
    expect(wrapFocus(3, 2, false)).toBe(0);
  });

  it('goes from the first control to the last on Shift+Tab', () => {
    expect(wrapFocus(3, 0, true)).toBe(2);
  });

  it('leaves the browser to move between controls in the middle', () => {
    expect(wrapFocus(3, 1, false)).toBeNull();
    expect(wrapFocus(3, 1, true)).toBeNull();
    expect(wrapFocus(3, 0, false)).toBeNull();
    expect(wrapFocus(3, 2, true)).toBeNull();
  });

  it('brings focus that is on none of the controls to the first, or to the last going back', () => {
    expect(wrapFocus(3, -1, false)).toBe(0);
    expect(wrapFocus(3, -1, true)).toBe(2);
  });

  it('keeps a single control focused whichever way', () => {
    expect(wrapFocus(1, 0, false)).toBe(0);
    expect(wrapFocus(1, 0, true)).toBe(0);
  });

  it('has nowhere to go in a dialog without controls', () => {
    expect(wrapFocus(0, -1, false)).toBeNull();
  });
});
