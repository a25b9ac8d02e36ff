import type { Address } from 'viem';

/**
 * anvil's well-known test accounts 1 to 9 (mnemonic "test test ... junk"). Account 0 is the
 * deployer's and is left out. Public test keys: never use them on a real network.
 */
export const ANVIL_TEST_ACCOUNTS = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
] as const satisfies readonly Address[];

/**
 * localStorage key choosing which test account (1..9) the dev wallet connects as; the default is
 * account 1. Lets a tester (or an e2e test, before the page loads) act as several users.
 */
export const DEV_WALLET_ACCOUNT_KEY = 'woohoo.devWalletAccount';

/** The dev wallet's accounts with the chosen one (1..9) first; anything else picks account 1. */
export function orderDevAccounts(choice: string | null | undefined): readonly [Address, ...Address[]] {
  const index = Number.parseInt(choice ?? '', 10);
  const position =
    Number.isInteger(index) && index >= 1 && index <= ANVIL_TEST_ACCOUNTS.length ? index - 1 : 0;
  const chosen = ANVIL_TEST_ACCOUNTS[position] as Address;
  return [chosen, ...ANVIL_TEST_ACCOUNTS.filter((_, i) => i !== position)];
}

/** The stored choice of test account, or null (storage off or unset: account 1). */
export function readDevAccountChoice(): string | null {
  try {
    return localStorage.getItem(DEV_WALLET_ACCOUNT_KEY);
  } catch {
    return null;
  }
}

/** Which test account (1..9) the dev wallet connects as now. */
export function currentDevAccount(): number {
  const first = orderDevAccounts(readDevAccountChoice())[0];
  return ANVIL_TEST_ACCOUNTS.indexOf(first as (typeof ANVIL_TEST_ACCOUNTS)[number]) + 1;
}

/**
 * Chooses the test account the dev wallet connects as and reloads the page: the wallet's accounts
 * are fixed when the app builds its wagmi config (create-wagmi-config.ts). A session belongs to one
 * address (session-reducers.ts), so the account chosen signs in on its own.
 */
export function chooseDevAccount(account: number, reload: () => void = () => window.location.reload()) {
  try {
    localStorage.setItem(DEV_WALLET_ACCOUNT_KEY, String(account));
  } catch {
    return;
  }
  reload();
}
