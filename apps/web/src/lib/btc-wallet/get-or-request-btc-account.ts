import type { BtcProvider } from './btc-provider';
import { BtcWalletError } from './btc-wallet-error';

/** The first address of an accounts answer, or undefined (wallets answer [] when locked or not yet allowed). */
export function firstBtcAccount(accounts: unknown): string | undefined {
  if (!Array.isArray(accounts)) return undefined;
  const [first] = accounts;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

/**
 * SPEC 7 "get or request accounts": the account the wallet already shares with this site
 * (`getAccounts`, no prompt), else asks for one (`requestAccounts`, the wallet's connect
 * prompt). A failing `getAccounts` is no reason not to ask. Throws the wallet's error when the
 * request fails or is rejected, and `noAccount` when it answers without one.
 */
export async function getOrRequestBtcAccount(provider: BtcProvider): Promise<string> {
  if (typeof provider.getAccounts === 'function') {
    try {
      const known = firstBtcAccount(await provider.getAccounts());
      if (known) return known;
    } catch (error) {
      console.warn('Reading the Bitcoin wallet accounts failed; asking for them', error);
    }
  }
  const requested = firstBtcAccount(await provider.requestAccounts());
  if (!requested) throw new BtcWalletError('noAccount');
  return requested;
}
