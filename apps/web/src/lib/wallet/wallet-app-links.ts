/**
 * How the connect sheet sends a phone without a wallet to a wallet app (docs/rules.md "Wallet
 * apps on phones"): each wallet's published link that opens a page in the app's own browser,
 * carrying the CURRENT page's full URL (hash route and its query, so the invite's `?ref=`
 * arrives with it). One entry per wallet; `build` is pure.
 */
export type WalletAppLink =
  /** A link that opens the page in the wallet app (or the app's download page without it). */
  | { kind: 'open'; href: string }
  /** No link can open the app's browser: the person copies the page's link and pastes it there. */
  | { kind: 'copy'; text: string };

export type WalletApp = {
  id: string;
  name: string;
  /**
   * A monogram tile in the wallet's brand colour (the repository ships no third-party logos),
   * its letters at WCAG AA contrast (4.5:1) on it.
   */
  icon: { letters: string; background: string; foreground: string };
  build: (pageUrl: string) => WalletAppLink;
};

/** SLIP-44 id of BNB Smart Chain in Trust Wallet (its coin list; 60 would open Ethereum). */
const TRUST_BSC_COIN_ID = 20000714;

function open(href: string): WalletAppLink {
  return { kind: 'open', href };
}

/** The URL without `https://` (MetaMask's dapp path takes the host onwards; it opens https). */
function withoutScheme(url: string): string {
  return url.replace(/^https?:\/\//i, '');
}

/** The page's host, named as the opener of TokenPocket's link (`url` is a page's own, so valid). */
function hostOf(url: string): string {
  return new URL(url).host;
}

export const WALLET_APPS: readonly WalletApp[] = [
  {
    // TokenPocket's dapp-docs "Deeplink": tpdapp://open?params=<URL-encoded JSON {url, chain, source}>.
    id: 'tokenpocket',
    name: 'TokenPocket',
    icon: { letters: 'TP', background: '#1F6FE5', foreground: '#FFFFFF' },
    build: (url) =>
      open(
        `tpdapp://open?params=${encodeURIComponent(JSON.stringify({ url, chain: 'BSC', source: hostOf(url) }))}`,
      ),
  },
  {
    // developer.trustwallet.com "Deep Linking", DApp Browser: open_url?coin_id=<slip44>&url=<url>.
    id: 'trust',
    name: 'Trust Wallet',
    icon: { letters: 'TW', background: '#0500FF', foreground: '#FFFFFF' },
    build: (url) =>
      open(
        `https://link.trustwallet.com/open_url?coin_id=${TRUST_BSC_COIN_ID}&url=${encodeURIComponent(url)}`,
      ),
  },
  {
    // docs.metamask.io "Use deeplinks", Open a dapp inside the in-app browser:
    // https://link.metamask.io/dapp/{dappUrl} (the URL from the host on; hash and query kept).
    id: 'metamask',
    name: 'MetaMask',
    icon: { letters: 'MM', background: '#F6851B', foreground: '#1E2026' },
    build: (url) => open(`https://link.metamask.io/dapp/${withoutScheme(url)}`),
  },
  {
    // developers.binance.com Web3 Connect change log, 2026-10-30: externally supplied deep links
    // can no longer open the Binance DApp browser (getDeeplink removed). So no link: the page's
    // link to copy, and the sheet says to paste it in the app's browser.
    id: 'binance',
    name: 'Binance Wallet',
    icon: { letters: 'BN', background: '#F0B90B', foreground: '#1E2026' },
    build: (url) => ({ kind: 'copy', text: url }),
  },
  {
    // web3.okx.com "App Universal Link": okx://wallet/dapp/url?dappUrl=<encoded url>, itself
    // encoded into https://web3.okx.com/download?deeplink= (opens the app, or its download page).
    id: 'okx',
    name: 'OKX Wallet',
    icon: { letters: 'OKX', background: '#000000', foreground: '#FFFFFF' },
    build: (url) =>
      open(
        `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${encodeURIComponent(url)}`)}`,
      ),
  },
  {
    // Not confirmed in SafePal's own documentation (devdocs.safepal.com could not be read here):
    // https://link.safepal.io/dapp?url=<encoded url>, the form dapps in public code use.
    id: 'safepal',
    name: 'SafePal',
    icon: { letters: 'SP', background: '#4A21EF', foreground: '#FFFFFF' },
    build: (url) => open(`https://link.safepal.io/dapp?url=${encodeURIComponent(url)}`),
  },
  {
    // Not confirmed in Bitget Wallet's own documentation here: its universal link
    // https://bkcode.vip?action=dapp&url=<encoded url> (bitkeep://bkconnect?... for the scheme),
    // as wallet-adapter libraries use it.
    id: 'bitget',
    name: 'Bitget Wallet',
    icon: { letters: 'BG', background: '#00C6D3', foreground: '#06121F' },
    build: (url) => open(`https://bkcode.vip?action=dapp&url=${encodeURIComponent(url)}`),
  },
];
