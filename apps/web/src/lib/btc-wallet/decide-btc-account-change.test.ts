import { describe, expect, it } from 'vitest';
import { decideBtcAccountChange } from './decide-btc-account-change';

const FIRST = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const SECOND = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';

describe('decideBtcAccountChange (SPEC 4)', () => {
  it('resets the session for another address', () => {
    expect(decideBtcAccountChange(FIRST, [SECOND])).toEqual({ kind: 'reset', address: SECOND });
  });

  it('keeps the same address, compared exactly', () => {
    expect(decideBtcAccountChange(FIRST, [FIRST])).toEqual({ kind: 'keep' });
    const legacy = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
    expect(decideBtcAccountChange(legacy, [legacy.toLowerCase()]).kind).toBe('reset');
  });

  it('adopts an address when none is stored: nothing to clear', () => {
    expect(decideBtcAccountChange('', [FIRST])).toEqual({ kind: 'adopt', address: FIRST });
  });

  it('forgets the address when the wallet shares none, and ignores that when none was stored', () => {
    expect(decideBtcAccountChange(FIRST, [])).toEqual({ kind: 'forget' });
    expect(decideBtcAccountChange(FIRST, undefined)).toEqual({ kind: 'forget' });
    expect(decideBtcAccountChange('', [])).toEqual({ kind: 'keep' });
  });
});
