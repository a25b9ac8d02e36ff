import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openApp } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { sharedStack } from '../fixtures/shared-stack';
import { installTestWallet } from '../fixtures/test-wallet';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');
const ACCOUNT_6 = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
const ACCOUNT_7 = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';

describe.skipIf(!chromiumPath)('wallet events in the browser (390x844)', () => {
  const { baseUrl, chainRpcUrl: rpcUrl } = sharedStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an account change in the wallet clears the session and reloads the page', async () => {
    const { context, page } = await openApp(browser, baseUrl, {
      setup: (ctx) => installTestWallet(ctx, { rpcUrl, address: ACCOUNT_6, chainIdHex: '0x7a69' }),
    });
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: 'Test Wallet' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('session-badge').getByText('Signed in', { exact: true }).waitFor();
    const tokenBefore = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('woohoo.session') ?? '{}').usermsg?.token,
    );
    expect(tokenBefore).toMatch(/\S{30,}/);

    const reloaded = page.waitForEvent('load');
    await page.evaluate((next) => {
      (
        window as unknown as { __testWallet: { switchAccount: (a: string) => void } }
      ).__testWallet.switchAccount(next);
    }, ACCOUNT_7);
    await reloaded;
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('woohoo.session') ?? '{}'));
    expect(session.usermsg?.token ?? '').toBe('');
    expect(session.address ?? '').not.toBe(ACCOUNT_6);
    await screenshot(page, '07-after-account-change');
    await context.close();
  });

  it('a wallet that cannot switch networks is told to switch in the wallet', async () => {
    const { context, page } = await openApp(browser, baseUrl, {
      setup: (ctx) =>
        installTestWallet(ctx, { rpcUrl, address: ACCOUNT_6, chainIdHex: '0x1', refusesSwitch: true }),
    });
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: 'Test Wallet' }).click();
    await page.getByText('Current network is not WOOHOO Local Chain, confirm to switch').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Please switch the network in your wallet').waitFor();
    await screenshot(page, '08-switch-refused');
    const wallet = await page.evaluate(
      () => (window as unknown as { __testWallet: { chainId: string } }).__testWallet,
    );
    expect(wallet.chainId).toBe('0x1');
    await context.close();
  });
});
