import { describe, expect, it } from 'vitest';
import { fakeMediaQuery } from '../../testing/fake-media-query';
import { followSystemReducedMotion } from './follow-reduced-motion';

/** A stand-in for antd-mobile's switch that records what it was told, and how often it loaded. */
function makeSwitch() {
  const calls: string[] = [];
  let loads = 0;
  const load = async () => {
    loads += 1;
    return { reduceMotion: () => calls.push('reduce'), restoreMotion: () => calls.push('restore') };
  };
  return { calls, load, loads: () => loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followSystemReducedMotion', () => {
  it('loads nothing and changes nothing while the system asks for no less motion', async () => {
    const motion = makeSwitch();
    followSystemReducedMotion(fakeMediaQuery(false), motion.load);
    await settle();
    expect(motion.loads()).toBe(0);
    expect(motion.calls).toEqual([]);
  });

  it('stops the animations when the system asks for less motion at start', async () => {
    const motion = makeSwitch();
    followSystemReducedMotion(fakeMediaQuery(true), motion.load);
    await settle();
    expect(motion.calls).toEqual(['reduce']);
  });

  it('follows the setting both ways, loading the switch once, and stops when told to', async () => {
    const motion = makeSwitch();
    const media = fakeMediaQuery(false);
    const stop = followSystemReducedMotion(media, motion.load);
    media.change(true);
    await settle();
    media.change(false);
    await settle();
    expect(motion.calls).toEqual(['reduce', 'restore']);
    expect(motion.loads()).toBe(1);
    stop();
    media.change(true);
    await settle();
    expect(motion.calls).toEqual(['reduce', 'restore']);
  });
});
