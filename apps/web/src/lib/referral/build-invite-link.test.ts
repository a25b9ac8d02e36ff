import { describe, expect, it } from 'vitest';
import { buildInviteLink } from './build-invite-link';
import { pickReferrer } from './pick-referrer';

const ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** What the app's router sees when the link is opened: the part after `#`, split at `?`. */
function open(link: string) {
  const url = new URL(link);
  const [pathname = '/', query = ''] = url.hash.slice(1).split('?');
  return { windowSearch: url.search, routePathname: pathname, routeSearch: query ? `?${query}` : '' };
}

describe('buildInviteLink', () => {
  it('puts ?ref= after the hash, on the home route', () => {
    expect(buildInviteLink({ origin: 'https://app.example', pathname: '/' }, ADDRESS)).toBe(
      `https://app.example/#/?ref=${ADDRESS}`,
    );
  });

  it('keeps the path the app is served from', () => {
    expect(buildInviteLink({ origin: 'http://127.0.0.1:8080', pathname: '/web/index.html' }, ADDRESS)).toBe(
      `http://127.0.0.1:8080/web/index.html#/?ref=${ADDRESS}`,
    );
  });

  it('writes the address in its checksum form', () => {
    expect(
      buildInviteLink({ origin: 'https://app.example', pathname: '/' }, ADDRESS.toLowerCase()),
    ).toContain(`ref=${ADDRESS}`);
  });

  it('gives a link whose referrer pickReferrer reads back', () => {
    const link = buildInviteLink({ origin: 'https://app.example', pathname: '/app/' }, ADDRESS);
    expect(pickReferrer(open(link))).toBe(ADDRESS);
  });
});
