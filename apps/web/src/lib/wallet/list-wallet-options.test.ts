import { describe, expect, it } from 'vitest';
import { type ConnectorLike, listWalletOptions } from './list-wallet-options';

function makeConnector(overrides: Partial<ConnectorLike>): ConnectorLike {
  return { uid: overrides.id ?? 'x', id: 'x', name: 'X', type: 'injected', ...overrides };
}

const generic = makeConnector({ id: 'injected', name: 'Injected' });
const metaMask = makeConnector({ id: 'io.metamask', name: 'MetaMask', icon: 'data:image/svg+xml,' });
const dev = makeConnector({ id: 'devWallet', name: 'Dev wallet', type: 'mock' });

describe('listWalletOptions', () => {
  it('lists announced wallets by name and hides the generic duplicate', () => {
    const options = listWalletOptions([generic, metaMask, dev], true);
    expect(options.map((o) => [o.kind, o.connector.name])).toEqual([
      ['discovered', 'MetaMask'],
      ['dev', 'Dev wallet'],
    ]);
  });
  it('offers the browser wallet when only window.ethereum exists', () => {
    expect(listWalletOptions([generic], true).map((o) => o.kind)).toEqual(['browser']);
  });
  it('is empty when no wallet is found', () => {
    expect(listWalletOptions([generic], false)).toEqual([]);
  });
  it('always lists the dev wallet when configured', () => {
    expect(listWalletOptions([generic, dev], false).map((o) => o.connector.name)).toEqual(['Dev wallet']);
  });
});
