/**
 * Whether a wallet is likely to come back without a click, so the wallet libraries should load
 * at once rather than on the first "Connect wallet": wagmi remembers a current connection in
 * localStorage (`wagmi.store`), the session holds a signed-in address, or the page runs inside a
 * wallet's in-app browser (an injected provider that may already be authorised).
 */
export function expectsWallet(input: {
  wagmiStore: string | null;
  sessionAddress: string | undefined;
  hasInjectedProvider: boolean;
}): boolean {
  if (input.sessionAddress) return true;
  if (input.hasInjectedProvider) return true;
  return hasCurrentWagmiConnection(input.wagmiStore);
}

function hasCurrentWagmiConnection(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const parsed = JSON.parse(raw) as { state?: { current?: unknown } };
    return typeof parsed.state?.current === 'string' && parsed.state.current !== '';
  } catch {
    return false;
  }
}
