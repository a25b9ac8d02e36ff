import { describe, expect, it } from 'vitest';
import { fakeMediaQuery } from '../testing/fake-media-query';
import { followSystemColorScheme } from './follow-color-scheme';

describe('followSystemColorScheme', () => {
  it('marks the page dark for antd-mobile when the system is dark', () => {
    const root = { dataset: {} as DOMStringMap };
    followSystemColorScheme(root, fakeMediaQuery(true));
    expect(root.dataset.prefersColorScheme).toBe('dark');
  });

  it('marks the page light when the system is light', () => {
    const root = { dataset: {} as DOMStringMap };
    followSystemColorScheme(root, fakeMediaQuery(false));
    expect(root.dataset.prefersColorScheme).toBe('light');
  });

  it('follows the system when it switches, and stops when told to', () => {
    const root = { dataset: {} as DOMStringMap };
    const media = fakeMediaQuery(false);
    const stop = followSystemColorScheme(root, media);
    media.change(true);
    expect(root.dataset.prefersColorScheme).toBe('dark');
    media.change(false);
    expect(root.dataset.prefersColorScheme).toBe('light');
    stop();
    media.change(true);
    expect(root.dataset.prefersColorScheme).toBe('light');
  });
});
