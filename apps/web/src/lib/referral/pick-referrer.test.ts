import { describe, expect, it } from 'vitest';
import { pickReferrer } from './pick-referrer';

const REF = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('pickReferrer', () => {
  it('reads ?ref= in the route query or before the hash, in checksum form', () => {
    expect(
      pickReferrer({
        windowSearch: '',
        routePathname: '/pages/my/my',
        routeSearch: `?ref=${REF.toLowerCase()}`,
      }),
    ).toBe(REF);
    expect(pickReferrer({ windowSearch: `?ref=${REF}`, routePathname: '/', routeSearch: '' })).toBe(REF);
  });
  it('reads value1 on the home page only', () => {
    expect(
      pickReferrer({ windowSearch: '', routePathname: '/pages/index/index', routeSearch: `?value1=${REF}` }),
    ).toBe(REF);
    expect(pickReferrer({ windowSearch: '', routePathname: '/', routeSearch: `?value1=${REF}` })).toBe(REF);
    expect(
      pickReferrer({
        windowSearch: '',
        routePathname: '/pages/index/Announcementdetails',
        routeSearch: `?value1=${REF}`,
      }),
    ).toBeUndefined();
  });
  it('ignores values that are not addresses', () => {
    expect(
      pickReferrer({ windowSearch: '?ref=bob', routePathname: '/', routeSearch: '?value1=42' }),
    ).toBeUndefined();
  });
});
