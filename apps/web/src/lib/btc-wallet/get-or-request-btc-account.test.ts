import { describe, expect, it, vi } from 'vitest';
import { makeFakeBtcProvider } from '../../testing/fake-btc-provider';
import { firstBtcAccount, getOrRequestBtcAccount } from './get-or-request-btc-account';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe('getOrRequestBtcAccount', () => {
  it('takes the account already shared without prompting', async () => {
    const provider = makeFakeBtcProvider({ address: ADDRESS, authorised: true });
    expect(await getOrRequestBtcAccount(provider)).toBe(ADDRESS);
    expect(provider.calls).toEqual(['getAccounts']);
  });

  it('asks for accounts when none is shared yet', async () => {
    const provider = makeFakeBtcProvider({ address: ADDRESS });
    expect(await getOrRequestBtcAccount(provider)).toBe(ADDRESS);
    expect(provider.calls).toEqual(['getAccounts', 'requestAccounts']);
  });

  it('asks for accounts when getAccounts is missing or fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const missing = makeFakeBtcProvider({ without: ['getAccounts'] });
    expect(await getOrRequestBtcAccount(missing)).toBe(ADDRESS);
    expect(missing.calls).toEqual(['requestAccounts']);
    const failing = makeFakeBtcProvider(
      {},
      {
        getAccounts: async () => {
          throw new Error('locked');
        },
      },
    );
    expect(await getOrRequestBtcAccount(failing)).toBe(ADDRESS);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("passes the wallet's rejection on, and refuses an answer without an account", async () => {
    const rejection = { code: 4001, message: 'User rejected the request.' };
    const rejecting = makeFakeBtcProvider(
      {},
      {
        requestAccounts: async () => {
          throw rejection;
        },
      },
    );
    await expect(getOrRequestBtcAccount(rejecting)).rejects.toBe(rejection);
    const empty = makeFakeBtcProvider({}, { requestAccounts: async () => [] });
    await expect(getOrRequestBtcAccount(empty)).rejects.toMatchObject({ kind: 'noAccount' });
  });
});

describe('firstBtcAccount', () => {
  it('gives the first non-empty address, trimmed', () => {
    expect(firstBtcAccount([` ${ADDRESS} `, 'tb1other'])).toBe(ADDRESS);
    expect(firstBtcAccount([])).toBeUndefined();
    expect(firstBtcAccount([''])).toBeUndefined();
    expect(firstBtcAccount([42])).toBeUndefined();
    expect(firstBtcAccount(ADDRESS)).toBeUndefined();
  });
});
