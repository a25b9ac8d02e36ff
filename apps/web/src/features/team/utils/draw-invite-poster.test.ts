import { describe, expect, it } from 'vitest';
import { wrapLines } from './draw-invite-poster';

/** One unit per character: enough to test where lines break. */
const measure = (text: string) => text.length;

describe('wrapLines (the invite poster)', () => {
  it('breaks at spaces', () => {
    expect(wrapLines('Join my team today', 10, measure)).toEqual(['Join my', 'team today']);
  });

  it('breaks a link with no spaces anywhere', () => {
    expect(wrapLines('https://a.example/#/?ref=0x1234', 12, measure)).toEqual([
      'https://a.ex',
      'ample/#/?ref',
      '=0x1234',
    ]);
  });

  it('keeps to the line limit and marks what was left out', () => {
    const lines = wrapLines('aaaa bbbb cccc dddd eeee', 9, measure, 2);
    expect(lines).toEqual(['aaaa bbbb', 'cccc ddd…']);
    expect(lines.every((line) => measure(line) <= 9)).toBe(true);
  });

  it('gives one line for a short text and none for an empty one', () => {
    expect(wrapLines('WOOHOO', 20, measure)).toEqual(['WOOHOO']);
    expect(wrapLines('', 20, measure)).toEqual([]);
  });
});
