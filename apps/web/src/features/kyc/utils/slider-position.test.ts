import { describe, expect, it } from 'vitest';
import { clampSliderX, dragToImageX, keyToSliderX, maxSliderX } from './slider-position';

describe('dragToImageX (the dropped position in the image’s own 300 px)', () => {
  it('is the distance moved when the picture is shown at its own width', () => {
    expect(dragToImageX({ startX: 0, deltaPx: 137, displayedWidthPx: 300 })).toBe(137);
  });

  it('scales a drag on a picture shown wider or narrower than 300 px', () => {
    // 390 px phone: the card shows the picture 326 px wide.
    expect(dragToImageX({ startX: 0, deltaPx: 163, displayedWidthPx: 326 })).toBe(150);
    // A small phone shows it 240 px wide.
    expect(dragToImageX({ startX: 0, deltaPx: 100, displayedWidthPx: 240 })).toBe(125);
  });

  it('continues from where the piece was, back and forth', () => {
    expect(dragToImageX({ startX: 150, deltaPx: -60, displayedWidthPx: 600 })).toBe(120);
  });

  it('keeps the piece inside the picture', () => {
    expect(maxSliderX()).toBe(256);
    expect(dragToImageX({ startX: 0, deltaPx: -40, displayedWidthPx: 326 })).toBe(0);
    expect(dragToImageX({ startX: 200, deltaPx: 400, displayedWidthPx: 326 })).toBe(256);
    expect(dragToImageX({ startX: 42, deltaPx: 10, displayedWidthPx: 0 })).toBe(42);
  });

  it('sends whole px', () => {
    expect(Number.isInteger(dragToImageX({ startX: 0, deltaPx: 101.3, displayedWidthPx: 333 }))).toBe(true);
    expect(clampSliderX(12.6)).toBe(13);
  });
});

describe('keyToSliderX (the slider with the keyboard)', () => {
  it('moves by 1 px with the arrows, 10 with Shift, to the ends with Home and End', () => {
    expect(keyToSliderX('ArrowRight', 100, false)).toBe(101);
    expect(keyToSliderX('ArrowLeft', 100, false)).toBe(99);
    expect(keyToSliderX('ArrowRight', 100, true)).toBe(110);
    expect(keyToSliderX('PageDown', 100, false)).toBe(80);
    expect(keyToSliderX('Home', 100, false)).toBe(0);
    expect(keyToSliderX('End', 100, false)).toBe(256);
    expect(keyToSliderX('ArrowLeft', 0, false)).toBe(0);
  });

  it('leaves other keys alone', () => {
    expect(keyToSliderX('Enter', 100, false)).toBeUndefined();
    expect(keyToSliderX('Tab', 100, false)).toBeUndefined();
  });
});
