// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConfig, http, injected, WagmiContext } from 'wagmi';
import { bsc } from 'wagmi/chains';
import { connectSheetStore } from '../lib/wallet/connect-sheet-store';
import enUS from '../locales/en_US.json';
import { useDevice } from '../testing/happy-device';
import { ConnectWalletCard } from './connect-wallet-card';
import { ConnectWalletSheet } from './connect-wallet-sheet';

const INVITER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const INVITE_PAGE = `http://localhost:3000/#/?ref=${INVITER}`;

const i18n = i18next.createInstance();
void i18n.init({
  resources: { 'en-US': { translation: enUS } },
  lng: 'en-US',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Home's connect card and the sheet, on a wagmi config with only the generic injected connector. */
function renderConnect() {
  const config = createConfig({
    chains: [bsc],
    connectors: [injected()],
    transports: { [bsc.id]: http('http://127.0.0.1:1') },
    multiInjectedProviderDiscovery: false,
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <WagmiContext.Provider value={config}>
          <ConnectWalletCard />
          <ConnectWalletSheet />
        </WagmiContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The page URL a wallet link carries in its `url` query value. */
function carriedUrl(href: string): string {
  return new URL(href).searchParams.get('url') ?? '';
}

beforeEach(() => {
  window.history.replaceState(null, '', INVITE_PAGE);
});

afterEach(() => {
  cleanup();
  connectSheetStore.set(false);
});

describe('ConnectWalletSheet without a wallet in the browser', () => {
  it('offers the seven wallet apps on a phone, each opening this page with its invite', async () => {
    useDevice('phone');
    const user = userEvent.setup();
    renderConnect();
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));

    const sheet = await screen.findByRole('dialog', { name: 'Connect a wallet' });
    expect(within(sheet).getByText('No wallet found')).toBeTruthy();
    const apps = within(sheet).getByRole('list', { name: 'Wallet apps' });
    const names = ['TokenPocket', 'Trust Wallet', 'MetaMask', 'OKX Wallet', 'SafePal', 'Bitget Wallet'];
    expect(within(apps).getAllByRole('link')).toHaveLength(names.length);
    for (const name of names)
      expect(within(apps).getByRole('link', { name: `Open in ${name}` })).toBeTruthy();
    // The sheet takes taps once it has slid in (antd-mobile's Popup holds pointer events till then).
    await waitFor(() => expect(sheet.parentElement?.style.pointerEvents).not.toBe('none'));
    await user.click(within(apps).getByRole('button', { name: /Copy the link for Binance Wallet/ }));
    await expect(navigator.clipboard.readText()).resolves.toBe(INVITE_PAGE);

    const href = (name: string) => within(apps).getByRole('link', { name }).getAttribute('href') ?? '';
    expect(carriedUrl(href('Open in Trust Wallet'))).toBe(INVITE_PAGE);
    expect(carriedUrl(href('Open in SafePal'))).toBe(INVITE_PAGE);
    expect(carriedUrl(href('Open in Bitget Wallet'))).toBe(INVITE_PAGE);
    expect(href('Open in MetaMask')).toBe(`https://link.metamask.io/dapp/localhost:3000/#/?ref=${INVITER}`);
    expect(href('Open in TokenPocket')).toContain(encodeURIComponent(`"url":"${INVITE_PAGE}"`));
    expect(within(sheet).queryByTestId('page-qr')).toBeNull();
  });

  it('shows the page’s QR code and link on a computer, and no app links', async () => {
    useDevice('desktop');
    const user = userEvent.setup();
    renderConnect();
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));

    const sheet = await screen.findByRole('dialog', { name: 'Connect a wallet' });
    expect(within(sheet).getByText(/Scan this code with your phone/)).toBeTruthy();
    const qr = await within(sheet).findByRole('img', { name: "QR code of this page's link" });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(sheet).getByTestId('page-link').textContent).toBe(INVITE_PAGE);
    expect(within(sheet).queryByRole('list', { name: 'Wallet apps' })).toBeNull();
  });

  it('lists the browser wallet, and no app links, where the page has a provider', async () => {
    useDevice('phone');
    Object.assign(window, { ethereum: { request: async () => [] } });
    try {
      const user = userEvent.setup();
      renderConnect();
      await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
      const sheet = await screen.findByRole('dialog', { name: 'Connect a wallet' });
      expect(within(sheet).getByRole('button', { name: 'Browser wallet' })).toBeTruthy();
      expect(within(sheet).queryByText('No wallet found')).toBeNull();
      expect(within(sheet).queryByRole('list', { name: 'Wallet apps' })).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'ethereum');
    }
  });
});
