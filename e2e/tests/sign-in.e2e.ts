import type { Browser } from 'playwright-core';
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevWalletAndSignIn, openApp, settledText } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { sharedStack } from '../fixtures/shared-stack';
import { installTestWallet } from '../fixtures/test-wallet';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');
if (!chromiumPath) {
  console.warn('\n!!! No Chromium at /usr/bin/chromium: the browser suite is SKIPPED, not passed. !!!\n');
}

describe.skipIf(!chromiumPath)('sign-in in the browser (390x844)', () => {
  const { baseUrl, chainRpcUrl } = sharedStack();

  /** A wallet's USDT as the home card shows it, read from the chain (other suites spend from some accounts). */
  async function onChainUsdtText(address: `0x${string}`): Promise<string> {
    const config = await (await fetch(`${baseUrl}/api/config`)).json();
    const wei = await createPublicClient({ transport: http(chainRpcUrl) }).readContract({
      address: config.data.contracts.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });
    return Number(formatUnits(wei, 18)).toLocaleString('en-US', { maximumFractionDigits: 6 });
  }
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a new user connects the dev wallet, signs in and sees home with balances', async () => {
    const { context, page } = await openApp(browser, baseUrl, { devWalletAccount: 1 });
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor();
    await screenshot(page, '01-home-signed-out');
    await connectDevWalletAndSignIn(page);
    expect(await settledText(page, 'balance-usdt')).toBe(
      await onChainUsdtText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    );
    expect(await settledText(page, 'balance-bnb')).toMatch(/^10,000|^9,999/);
    await expect(page.getByText('0x7099…79C8').first().isVisible()).resolves.toBe(true);
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('woohoo.session') ?? '{}'));
    expect(session.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(session.usermsg.token).toMatch(/\S{30,}/);
    await screenshot(page, '02-home-signed-in');
    await context.close();
  });

  it('a wallet on another chain sees the switch prompt, and switching adds and selects the chain', async () => {
    const { context, page } = await openApp(browser, baseUrl, {
      setup: (ctx) =>
        installTestWallet(ctx, {
          rpcUrl: chainRpcUrl,
          address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
          chainIdHex: '0x1',
        }),
    });
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: 'Test Wallet' }).click();
    const prompt = page.getByText('Current network is not WOOHOO Local Chain, confirm to switch');
    await prompt.waitFor();
    await screenshot(page, '03-wrong-network-prompt');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await prompt.waitFor({ state: 'hidden' });
    const wallet = await page.evaluate(
      () => (window as unknown as { __testWallet: { chainId: string; calls: string[] } }).__testWallet,
    );
    expect(wallet.chainId).toBe('0x7a69');
    expect(wallet.calls).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    );
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('session-badge').getByText('Signed in', { exact: true }).waitFor();
    expect(await settledText(page, 'balance-usdt')).toBe(
      await onChainUsdtText('0x90F79bf6EB2c4f870365E785982E1f101E93b906'),
    );
    await screenshot(page, '04-after-switch-signed-in');
    await context.close();
  });

  it('signing in from a second browser sends the first one home with the 40002 toast', async () => {
    const first = await openApp(browser, baseUrl, { devWalletAccount: 2 });
    await connectDevWalletAndSignIn(first.page);
    await first.page.goto('/#/pages/team/team');
    await first.page.getByTestId('team-level').waitFor();

    const second = await openApp(browser, baseUrl, { devWalletAccount: 2 });
    await connectDevWalletAndSignIn(second.page);

    // The first browser's next call carries its old token.
    await first.page.reload();
    await first.page.getByText('Logged in elsewhere').waitFor();
    await screenshot(first.page, '05-logged-in-elsewhere-toast');
    await first.page.waitForURL(/#\/pages\/index\/index$/);
    await first.page
      .getByTestId('session-badge')
      .getByText('Not signed in', { exact: true })
      .or(first.page.getByRole('button', { name: 'Connect wallet' }))
      .first()
      .waitFor();
    const session = await first.page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('woohoo.session') ?? '{}'),
    );
    expect(session.usermsg?.token ?? '').toBe('');
    await screenshot(first.page, '06-first-browser-back-home');

    // The second browser is still signed in.
    await second.page.reload();
    await second.page
      .getByRole('button', { name: 'Connect wallet' })
      .or(second.page.getByTestId('session-badge'))
      .first()
      .waitFor();
    const secondSession = await second.page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('woohoo.session') ?? '{}'),
    );
    expect(secondSession.usermsg.token).toMatch(/\S{30,}/);
    await first.context.close();
    await second.context.close();
  });
});
