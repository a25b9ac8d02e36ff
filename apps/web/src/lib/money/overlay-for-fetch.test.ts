import { describe, expect, it } from 'vitest';
import { overlayForFetch } from './overlay-for-fetch';

function makeContext(data: unknown) {
  return { client: { getQueryData: () => data }, queryKey: ['assets', 'balances', '0xabc'] } as const;
}

describe('overlayForFetch', () => {
  it('shows the overlay on the first load', () => {
    expect(overlayForFetch(makeContext(undefined) as never)).toBe(true);
  });
  it('stays quiet when the data is already on screen', () => {
    expect(overlayForFetch(makeContext([]) as never)).toBe(false);
  });
});
