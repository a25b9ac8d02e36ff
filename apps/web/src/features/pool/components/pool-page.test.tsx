// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { fundingAbi } from '@woohoo/contracts/abis';
import {
  type Abi,
  type Address,
  decodeFunctionData,
  encodeErrorResult,
  encodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  isAddressEqual,
  maxUint256,
} from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WagmiContext } from 'wagmi';
import { connect } from 'wagmi/actions';
import { AppConfigContext } from '../../../lib/app-config/app-config-context';
import { explorerTxUrl } from '../../../lib/money/explorer-tx-url';
import { createWagmiConfig } from '../../../lib/wallet/create-wagmi-config';
import { DEV_WALLET_ID } from '../../../lib/wallet/dev-wallet';
import enUS from '../../../locales/en_US.json';
import { makeAppConfig, makeChainMessage } from '../../../testing/factories';
import { type FakeChain, fakeChain, type NodeCall, Revert } from '../../../testing/fake-chain-node';
import { renderInteractive, untilSettled } from '../../../testing/render-interactive';
import { POOL_REVERT_REASONS, type PoolRevertReason } from '../utils/describe-pool-failure';
import { PoolPage } from './pool-page';

const T = 10n ** 18n;
const EXPLORER = 'https://testnet.bscscan.com';
const appConfig = makeAppConfig({
  chain: makeChainMessage({ blockExplorerUrls: [EXPLORER] }),
  chainPollMs: 10,
});
const FUNDING = appConfig.contracts.funding as Address;
const USDT = appConfig.contracts.usdt as Address;
const RPC_URL = appConfig.chain.rpcUrls[0] ?? '';

/** What the pool contract holds for the user, and how its writes end. */
type World = {
  withdrawableWei: bigint;
  walletUsdtWei: bigint;
  rewardWei: bigint;
  allowanceWei: bigint;
  /** The revert a write meets, by function name. */
  revert?: Partial<Record<'deposit' | 'withdraw' | 'claim', Hex>>;
  mined?: 'success' | 'reverted' | 'pending';
};

/** The Funding proxy and the USDT token as the node answers them (ABI-encoded, as a node would). */
function contractsOf(world: World, account: () => Address) {
  return (call: NodeCall): Hex => {
    const onFunding = isAddressEqual(call.to, FUNDING);
    if (!onFunding && !isAddressEqual(call.to, USDT)) throw new Error(`no contract at ${call.to}`);
    const abi: Abi = onFunding ? fundingAbi : erc20Abi;
    const { functionName } = decodeFunctionData({ abi, data: call.data });
    const result = (value: unknown) => encodeFunctionResult({ abi, functionName, result: value });
    const record = [{ user: account(), amount: 40n * T, timestamp: 1_700_000_000n }];
    switch (functionName) {
      case 'totalLp':
        return result(1000n * T);
      case 'getUserInfo':
        return result({ amount: world.withdrawableWei, rewardDebt: 0n, reward: world.rewardWei });
      case 'getAbleWithdrawAmount':
        return result(world.withdrawableWei);
      case 'getDepositRecord':
      case 'getWithdrawRecord':
      case 'getClaimRecord':
        return result([record, 1n]);
      case 'balanceOf':
        return result(world.walletUsdtWei);
      case 'allowance':
        return result(world.allowanceWei);
      case 'approve':
        return result(true);
      case 'deposit':
      case 'withdraw':
      case 'claim': {
        const data = world.revert?.[functionName];
        if (data) throw new Revert(data);
        return '0x';
      }
      default:
        throw new Error(`the fake pool does not answer ${functionName}`);
    }
  };
}

let chain: FakeChain;
let account: Address;

/** The page on the app's own wagmi config, the dev wallet connected, the node answering `world`. */
async function renderPool(world: World) {
  chain = fakeChain(RPC_URL, appConfig.chain.chainId, {
    call: contractsOf(world, () => account),
    mined: () => world.mined ?? 'success',
  });
  vi.stubGlobal('fetch', chain.fetch);
  const wagmiConfig = createWagmiConfig(appConfig);
  const connector = wagmiConfig.connectors.find((candidate) => candidate.id === DEV_WALLET_ID);
  if (!connector) throw new Error('no dev wallet on the local chain');
  const connection = await connect(wagmiConfig, { connector });
  account = connection.accounts[0];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderInteractive(
    client,
    <AppConfigContext.Provider value={appConfig}>
      <WagmiContext.Provider value={wagmiConfig}>
        <PoolPage address={account} />
      </WagmiContext.Provider>
    </AppConfigContext.Provider>,
  );
  await waitFor(() =>
    expect(screen.getByText(enUS.pool.withdrawable).parentElement?.textContent).toContain('100'),
  );
  return view;
}

/** Types `amount` on the `mode` side, taps its button and confirms in the sheet. */
async function send(
  user: ReturnType<typeof renderInteractive>['user'],
  mode: 'deposit' | 'withdraw',
  amount: string,
) {
  const tabs = screen.getAllByRole('tablist')[0];
  if (!tabs) throw new Error('no deposit and withdraw tabs');
  await user.click(within(tabs).getByRole('tab', { name: enUS.pool[mode] }));
  await user.type(screen.getByRole('textbox', { name: enUS.money.amount }), amount);
  await user.click(screen.getByRole('button', { name: enUS.pool[mode] }));
  const sheet = await untilSettled(
    await screen.findByRole('dialog', {
      name: enUS.pool.confirm[mode === 'deposit' ? 'deposit' : 'withdraw'],
    }),
  );
  await user.click(within(sheet).getByRole('button', { name: enUS.common.confirm }));
}

const status = () => screen.getByRole('status');

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  cleanup();
  // A receipt still looked for would poll on after the test: mine it before the node goes.
  chain.release('success');
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
});

const WORLD: World = {
  withdrawableWei: 100n * T,
  walletUsdtWei: 500n * T,
  rewardWei: 5n * T,
  allowanceWei: maxUint256,
};

describe('PoolPage amount', () => {
  it('says an amount over the withdrawable stake is too much, and keeps Withdraw off', async () => {
    const { user } = await renderPool(WORLD);
    await user.click(screen.getByRole('tab', { name: enUS.pool.withdraw }));
    const amount = screen.getByRole('textbox', { name: enUS.money.amount });
    await user.type(amount, '150');
    expect(screen.getByText(enUS.money.errors.insufficientBalance)).toBeTruthy();
    expect(screen.getByRole('button', { name: enUS.pool.withdraw }).hasAttribute('disabled')).toBe(true);

    await user.clear(amount);
    await user.type(amount, '0');
    expect(screen.getByText(enUS.money.errors.amountInvalid)).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '99.5');
    expect(screen.queryByText(enUS.money.errors.insufficientBalance)).toBeNull();
    expect(screen.getByRole('button', { name: enUS.pool.withdraw }).hasAttribute('disabled')).toBe(false);
  });
});

describe('PoolPage transactions', () => {
  it('deposits: the transaction waits, then is confirmed with its link, and the field empties', async () => {
    const world: World = { ...WORLD, mined: 'pending' };
    const { user } = await renderPool(world);
    await send(user, 'deposit', '50');

    await waitFor(() =>
      expect(status().textContent).toContain('Deposit: transaction, waiting for the transaction…'),
    );
    expect(status().getAttribute('data-state')).toBe('pending');
    expect(chain.sent).toHaveLength(1);
    expect(isAddressEqual(chain.sent[0]?.to ?? '0x', FUNDING)).toBe(true);
    expect(chain.sent[0]?.data).toBe(
      encodeFunctionData({ abi: fundingAbi, functionName: 'deposit', args: [50n * T] }),
    );

    act(() => chain.release('success'));
    await waitFor(() => expect(status().textContent).toContain('Deposit: transaction confirmed.'), {
      timeout: 3000,
    });
    const link = within(status()).getByRole('link', { name: /View transaction/ });
    expect(link.getAttribute('href')).toBe(explorerTxUrl(EXPLORER, chain.hashes[0] ?? ''));
    expect(link.getAttribute('href')).toMatch(/^https:\/\/testnet\.bscscan\.com\/tx\/0x[0-9a-f]{64}$/);
    expect((screen.getByRole('textbox', { name: enUS.money.amount }) as HTMLInputElement).value).toBe('');
  });

  it('approves USDT first when the allowance is short, then deposits', async () => {
    const { user } = await renderPool({ ...WORLD, allowanceWei: 0n });
    await send(user, 'deposit', '50');
    await waitFor(() => expect(chain.sent).toHaveLength(2), { timeout: 3000 });
    expect(isAddressEqual(chain.sent[0]?.to ?? '0x', USDT)).toBe(true);
    expect(chain.sent[0]?.data).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [FUNDING, maxUint256] }),
    );
    await waitFor(() => expect(status().textContent).toContain('Deposit: transaction confirmed.'), {
      timeout: 3000,
    });
  });

  const ARGS: Partial<Record<PoolRevertReason, readonly unknown[]>> = {
    FundingInsufficientAmount: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 80n * T, 75n * T],
    FundingRewardTooSmall: [1n, 10n],
    FundingNothingToClaim: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    FundingInvalidToken: [USDT],
    FundingZeroRoleAccount: [`0x${'00'.repeat(32)}`],
  };
  const WORDS: Record<PoolRevertReason, string> = {
    ...enUS.pool.errors,
    FundingInsufficientAmount: 'You can withdraw at most 75 USDT.',
  };

  for (const reason of POOL_REVERT_REASONS) {
    it(`says in words why a withdrawal reverted with ${reason}, and that nothing changed`, async () => {
      const data = encodeErrorResult({ abi: fundingAbi as Abi, errorName: reason, args: ARGS[reason] });
      const { user } = await renderPool({ ...WORLD, revert: { withdraw: data } });
      await send(user, 'withdraw', '80');
      await waitFor(() => expect(status().getAttribute('data-state')).toBe('failed'), { timeout: 3000 });
      expect(status().textContent).toContain(
        `Withdraw: transaction failed. Nothing changed. ${WORDS[reason]}`,
      );
      expect(chain.sent).toHaveLength(0);
    });
  }

  it('says a claim mined but reverted was reverted on chain, with its link', async () => {
    const { user } = await renderPool({ ...WORLD, mined: 'reverted' });
    await user.click(screen.getByRole('button', { name: enUS.pool.claim }));
    const sheet = await untilSettled(await screen.findByRole('dialog', { name: enUS.pool.confirm.claim }));
    await user.click(within(sheet).getByRole('button', { name: enUS.common.confirm }));
    await waitFor(() => expect(status().getAttribute('data-state')).toBe('failed'), { timeout: 3000 });
    expect(status().textContent).toContain(
      `Claim reward: transaction failed. Nothing changed. ${enUS.pool.errors.reverted}`,
    );
    expect(within(status()).getByRole('link', { name: /View transaction/ })).toBeTruthy();
  });

  it('says the wallet or the network failed when the revert is none the page words', async () => {
    const data = encodeErrorResult({ abi: fundingAbi, errorName: 'ReentrancyGuardReentrantCall' });
    const { user } = await renderPool({ ...WORLD, revert: { withdraw: data } });
    await send(user, 'withdraw', '10');
    await waitFor(() => expect(status().getAttribute('data-state')).toBe('failed'), { timeout: 3000 });
    expect(status().textContent).toContain(enUS.pool.errors.unknown);
  });
});
