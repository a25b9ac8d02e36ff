import { describe, expect, it } from 'vitest';
import { buildInviteLink } from '../referral/build-invite-link';
import { pickReferrer } from '../referral/pick-referrer';
import { WALLET_APPS, type WalletAppLink } from './wallet-app-links';

const INVITER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
/** An invite link, as the invite page builds it, opened on another route with more query values. */
const PAGE = `https://woohoo.example/app/#/pages/index/index?ref=${INVITER}&value2=a%20b`;
const ENCODED = encodeURIComponent(PAGE);

function linkOf(id: string, url = PAGE): WalletAppLink {
  const app = WALLET_APPS.find((entry) => entry.id === id);
  if (!app) throw new Error(`no wallet ${id}`);
  return app.build(url);
}

function hrefOf(id: string, url = PAGE): string {
  const link = linkOf(id, url);
  if (link.kind !== 'open') throw new Error(`${id} has no link to open`);
  return link.href;
}

/** The page URL a wallet's link carries, read back the way the wallet app reads it. */
const CARRIED: Record<string, (href: string) => string> = {
  tokenpocket: (href) => JSON.parse(new URL(href).searchParams.get('params') ?? '{}').url,
  trust: (href) => new URL(href).searchParams.get('url') ?? '',
  metamask: (href) => `https://${href.slice('https://link.metamask.io/dapp/'.length)}`,
  okx: (href) => {
    const inner = new URL(new URL(href).searchParams.get('deeplink') ?? '');
    return inner.searchParams.get('dappUrl') ?? '';
  },
  safepal: (href) => new URL(href).searchParams.get('url') ?? '',
  bitget: (href) => new URL(href).searchParams.get('url') ?? '',
};

/** What the app's router sees when the carried URL opens: the part after `#`, split at `?`. */
function referrerOnOpening(url: string): string | undefined {
  const parsed = new URL(url);
  const [pathname = '/', query = ''] = parsed.hash.slice(1).split('?');
  return pickReferrer({
    windowSearch: parsed.search,
    routePathname: pathname,
    routeSearch: query ? `?${query}` : '',
  });
}

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('WALLET_APPS', () => {
  it('lists the seven wallets once each, with a name and a monogram', () => {
    expect(WALLET_APPS.map((app) => app.id)).toEqual([
      'tokenpocket',
      'trust',
      'metamask',
      'binance',
      'okx',
      'safepal',
      'bitget',
    ]);
    for (const app of WALLET_APPS) {
      expect(app.name).not.toBe('');
      expect(app.icon.letters).toMatch(/^[A-Z]{2,3}$/);
      expect(app.icon.background).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('writes each monogram at WCAG AA contrast on its colour', () => {
    for (const { id, icon } of WALLET_APPS) {
      expect(contrastRatio(icon.background, icon.foreground), id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('builds TokenPocket’s tpdapp link with the page, BSC and the opener in its JSON', () => {
    const href = hrefOf('tokenpocket');
    expect(href.startsWith('tpdapp://open?params=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(href.slice('tpdapp://open?params='.length)))).toEqual({
      url: PAGE,
      chain: 'BSC',
      source: 'woohoo.example',
    });
  });

  it('builds Trust Wallet’s open_url link on BNB Smart Chain', () => {
    expect(hrefOf('trust')).toBe(`https://link.trustwallet.com/open_url?coin_id=20000714&url=${ENCODED}`);
  });

  it('builds MetaMask’s dapp link from the host on, hash and query as they are', () => {
    expect(hrefOf('metamask')).toBe(
      `https://link.metamask.io/dapp/woohoo.example/app/#/pages/index/index?ref=${INVITER}&value2=a%20b`,
    );
  });

  it('builds OKX’s universal link around its okx:// dapp link, each level encoded', () => {
    expect(hrefOf('okx')).toBe(
      `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${ENCODED}`)}`,
    );
  });

  it('builds SafePal’s and Bitget Wallet’s dapp links', () => {
    expect(hrefOf('safepal')).toBe(`https://link.safepal.io/dapp?url=${ENCODED}`);
    expect(hrefOf('bitget')).toBe(`https://bkcode.vip?action=dapp&url=${ENCODED}`);
  });

  it('gives Binance Wallet the page link to copy: its browser opens no outside links', () => {
    expect(linkOf('binance')).toEqual({ kind: 'copy', text: PAGE });
  });

  it('carries the current page back whole, so the invite survives the jump', () => {
    for (const [id, read] of Object.entries(CARRIED)) {
      const carried = read(hrefOf(id));
      expect(carried, id).toBe(PAGE);
      expect(referrerOnOpening(carried), id).toBe(INVITER);
    }
  });

  it('keeps the invite page’s own link whole on every wallet', () => {
    const invite = buildInviteLink({ origin: 'http://127.0.0.1:8080', pathname: '/' }, INVITER);
    for (const [id, read] of Object.entries(CARRIED)) {
      expect(referrerOnOpening(read(hrefOf(id, invite))), id).toBe(INVITER);
    }
  });
});
