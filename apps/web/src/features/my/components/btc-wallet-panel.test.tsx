import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderPage, textOf } from '../../../testing/render-page';
import type { BtcBusy } from '../hooks/use-btc-wallet';
import { type BtcCardState, btcCardState } from '../utils/btc-card-state';
import { BtcWalletPanel } from './btc-wallet-panel';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

function renderPanel(state: BtcCardState, busy: BtcBusy = null): string {
  return renderPage(
    new QueryClient(),
    <BtcWalletPanel
      state={state}
      busy={busy}
      onConnect={() => {}}
      onReadNetwork={() => {}}
      onSwitch={() => {}}
    />,
  );
}

/** The accessible names of the rendered buttons, in order. */
function buttons(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map((match) =>
    textOf(match[1] ?? '').trim(),
  );
}

describe('BtcWalletPanel', () => {
  it('says no Bitcoin wallet was found, and how to get one, without a provider', () => {
    const html = renderPanel(btcCardState(false, '', ''));
    const text = textOf(html);
    expect(html).toContain('data-state="none"');
    expect(text).toContain('Bitcoin wallet');
    expect(text).toContain('No Bitcoin wallet found');
    expect(text).toContain('UniSat Wallet extension');
    expect(buttons(html)).toEqual([]);
  });

  it('offers to connect when the wallet is there but not connected', () => {
    const html = renderPanel(btcCardState(true, '', ''));
    expect(html).toContain('data-state="disconnected"');
    expect(buttons(html)).toEqual(['Connect Bitcoin wallet']);
  });

  it('shows the shortened address left to right with its copy button, the network and the other network', () => {
    const html = renderPanel(btcCardState(true, ADDRESS, 'mainnet'));
    expect(html).toMatch(
      /<span[^>]*title="bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"[^>]*>bc1qar0s…wf5mdq<\/span>/,
    );
    expect(html).toMatch(/data-network="mainnet"[^>]*>Mainnet</);
    expect(buttons(html)).toEqual(['Copy Bitcoin address', 'Switch to BTC testnet']);
    expect(textOf(html)).not.toContain('Switch to BTC network');
  });

  it('offers mainnet from testnet', () => {
    const html = renderPanel(btcCardState(true, ADDRESS, 'testnet'));
    expect(html).toMatch(/data-network="testnet"[^>]*>Testnet</);
    expect(buttons(html)).toEqual(['Copy Bitcoin address', 'Switch to BTC mainnet']);
  });

  it('prompts "Switch to BTC network" on a chain that is not Bitcoin, with both networks', () => {
    const html = renderPanel(btcCardState(true, ADDRESS, 'other'));
    expect(html).toContain('data-testid="btc-switch-prompt"');
    expect(textOf(html)).toContain('Switch to BTC network');
    expect(html).toMatch(/data-network="other"[^>]*>Not a Bitcoin network</);
    expect(buttons(html)).toEqual(['Copy Bitcoin address', 'Switch to BTC mainnet', 'Switch to BTC testnet']);
  });

  it('says the network could not be read, with a retry', () => {
    const html = renderPanel(btcCardState(true, ADDRESS, ''));
    expect(html).toMatch(/data-network="unknown"[^>]*>Unknown</);
    expect(textOf(html)).toContain('Failed to get network info');
    expect(buttons(html)).toEqual([
      'Copy Bitcoin address',
      'Retry',
      'Switch to BTC mainnet',
      'Switch to BTC testnet',
    ]);
  });

  it('disables the other actions while a switch runs', () => {
    const html = renderPanel(btcCardState(true, ADDRESS, 'other'), 'testnet');
    const tags = [...html.matchAll(/<button[^>]*>/g)].map(([tag]) => tag);
    const [copy, mainnet, testnet] = tags;
    expect(copy).not.toContain('disabled');
    expect(mainnet).toContain('disabled');
    expect(mainnet).not.toContain('adm-button-loading');
    expect(testnet).toContain('adm-button-loading');
  });
});
