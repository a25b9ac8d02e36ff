import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevWalletAndSignIn, openApp } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import {
  type BtcWalletScript,
  btcWalletCalls,
  changeBtcAccount,
  changeBtcChain,
  failBtcCall,
  installBtcWallet,
} from '../fixtures/btc-wallet';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');

const FIRST = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const FIRST_SHORT = 'bc1qar0s…wf5mdq';
const SECOND = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
const SECOND_SHORT = 'bc1p5d7r…xg3297';
const MY_PAGE = '/#/pages/my/my';

type StoredSession = {
  btcAddress: string;
  btcNetwork: string;
  address: string;
  usermsg: { token: string; pid: string };
  userdetail: unknown;
  signstatus: boolean;
};

function readSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('woohoo.session') ?? '{}'));
}

/** The card scrolled into the phone's view, for a person to look at (toasts and dialogs settled). */
async function screenshotCard(page: Page, name: string) {
  await page.getByTestId('btc-wallet').scrollIntoViewIfNeeded();
  await screenshot(page, name, { fullPage: false });
}

/** A toast with this text shows, then goes (SPEC 9: 2 s), so the next one can be told apart. */
async function expectToast(page: Page, text: string) {
  const toast = page.locator('.adm-toast-main').getByText(text, { exact: true });
  await toast.waitFor();
  await toast.waitFor({ state: 'hidden' });
}

/** Opens the switch confirmation, checks what it says will happen, and answers it. */
async function switchTo(
  page: Page,
  network: 'mainnet' | 'testnet',
  answer: 'Confirm' | 'Cancel' = 'Confirm',
) {
  const name = `Switch to BTC ${network}`;
  await page.getByTestId('btc-wallet').getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: name });
  await dialog.getByText('Your wallet will ask you to approve the switch.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: answer }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe.skipIf(!chromiumPath)('Bitcoin wallet connector in the browser (390x844)', () => {
  const { baseUrl } = sharedStack();
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  /** The my page with scripted Bitcoin wallets (none: no wallet at all). */
  async function openMyPage(
    wallets: readonly BtcWalletScript[],
    options: { devWalletAccount?: number; language?: string; signIn?: boolean } = {},
  ): Promise<{ page: Page; card: Locator }> {
    const { context, page } = await openApp(browser, baseUrl, {
      devWalletAccount: options.devWalletAccount,
      setup: async (ctx) => {
        for (const wallet of wallets) await installBtcWallet(ctx, wallet);
        if (options.language) {
          await ctx.addInitScript((code) => localStorage.setItem('woohoo.language', code), options.language);
        }
      },
    });
    contexts.push(context);
    if (options.signIn) await connectDevWalletAndSignIn(page);
    await page.goto(MY_PAGE);
    const card = page.getByTestId('btc-wallet');
    await card.waitFor();
    return { page, card };
  }

  async function connect(card: Locator) {
    await card.getByRole('button', { name: 'Connect Bitcoin wallet' }).click();
    await card.getByTestId('btc-address').waitFor();
  }

  it('connects, reads the network with getChain, copies the address and switches mainnet ⇄ testnet', async () => {
    const { page, card } = await openMyPage([{ slot: 'unisat_wallet', address: FIRST }]);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    expect(await card.getAttribute('data-state')).toBe('disconnected');
    await screenshotCard(page, 'btc-01-connect');

    await connect(card);
    expect(await card.getByTestId('btc-address').textContent()).toBe(FIRST_SHORT);
    expect(await card.getByTestId('btc-address').getAttribute('title')).toBe(FIRST);
    expect(await card.getByTestId('btc-network').textContent()).toBe('Mainnet');
    expect(await btcWalletCalls(page, 'unisat_wallet')).toEqual([
      'getAccounts',
      'requestAccounts',
      'getChain',
    ]);
    expect(await readSession(page)).toMatchObject({ btcAddress: FIRST, btcNetwork: 'mainnet' });
    // Left to right even where the page is not (the address is an identifier, not text).
    expect(await card.getByTestId('btc-address').evaluate((el) => getComputedStyle(el).direction)).toBe(
      'ltr',
    );

    await card.getByRole('button', { name: 'Copy Bitcoin address' }).click();
    await expectToast(page, 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FIRST);
    await screenshotCard(page, 'btc-02-connected-mainnet');

    // Cancel asks the wallet nothing.
    await switchTo(page, 'testnet', 'Cancel');
    expect((await btcWalletCalls(page, 'unisat_wallet')).some((call) => call.startsWith('switch'))).toBe(
      false,
    );

    await card.getByRole('button', { name: 'Switch to BTC testnet' }).click();
    await page.getByRole('dialog').getByText('Switch to BTC testnet').waitFor();
    await screenshotCard(page, 'btc-03-confirm-switch');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.adm-toast-main').getByText('Switched to testnet', { exact: true }).waitFor();
    await screenshotCard(page, 'btc-04-switched-testnet');
    await card.getByTestId('btc-network').getByText('Testnet', { exact: true }).waitFor();
    expect((await readSession(page)).btcNetwork).toBe('testnet');
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });

    await switchTo(page, 'mainnet');
    await expectToast(page, 'Switched to mainnet');
    expect(await card.getByTestId('btc-network').textContent()).toBe('Mainnet');
    expect((await readSession(page)).btcNetwork).toBe('mainnet');
    expect((await btcWalletCalls(page, 'unisat_wallet')).filter((call) => call.startsWith('switch'))).toEqual(
      ['switchChain:BITCOIN_TESTNET', 'switchChain:BITCOIN_MAINNET'],
    );
  });

  it('reads the network with getNetwork where getChain is missing, and switches with switchNetwork', async () => {
    const { page, card } = await openMyPage([
      { slot: 'unisat', address: FIRST, chain: 'BITCOIN_TESTNET', without: ['getChain', 'switchChain'] },
    ]);
    await connect(card);
    expect(await card.getByTestId('btc-network').textContent()).toBe('Testnet');
    expect((await readSession(page)).btcNetwork).toBe('testnet');

    await switchTo(page, 'mainnet');
    await expectToast(page, 'Switched to mainnet');
    expect(await card.getByTestId('btc-network').textContent()).toBe('Mainnet');
    const calls = await btcWalletCalls(page, 'unisat');
    expect(calls).toContain('switchNetwork:livenet');
    expect(calls).toContain('getNetwork');
    expect(calls.some((call) => call.startsWith('getChain') || call.startsWith('switchChain'))).toBe(false);
  });

  it('tells a failed switch ("Switch network failed") and stays quiet when the user rejects it', async () => {
    const { page, card } = await openMyPage([
      { slot: 'unisat_wallet', address: FIRST, fail: { switch: 'error' } },
    ]);
    await connect(card);
    await switchTo(page, 'testnet');
    await page.locator('.adm-toast-main').getByText('Switch network failed', { exact: true }).waitFor();
    await screenshotCard(page, 'btc-05-switch-failed');
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
    expect(await card.getByTestId('btc-network').textContent()).toBe('Mainnet');

    await failBtcCall(page, 'unisat_wallet', 'switch', 'reject');
    await switchTo(page, 'testnet');
    await card.getByRole('button', { name: 'Switch to BTC testnet' }).and(page.locator(':enabled')).waitFor();
    await page.waitForTimeout(600);
    expect(await page.locator('.adm-toast-main').count()).toBe(0);
    expect(await card.getByTestId('btc-network').textContent()).toBe('Mainnet');
    expect((await btcWalletCalls(page, 'unisat_wallet')).filter((call) => call.startsWith('switch'))).toEqual(
      ['switchChain:BITCOIN_TESTNET', 'switchChain:BITCOIN_TESTNET'],
    );
    expect((await readSession(page)).btcNetwork).toBe('mainnet');
  });

  it('tells a failed connection, stays quiet on a rejected one, and tells a network it cannot read', async () => {
    const { page, card } = await openMyPage([
      { slot: 'unisat_wallet', address: FIRST, fail: { requestAccounts: 'error' } },
    ]);
    const connectButton = card.getByRole('button', { name: 'Connect Bitcoin wallet' });
    await connectButton.click();
    await page.locator('.adm-toast-main').getByText('Connect failed', { exact: true }).waitFor();
    await screenshotCard(page, 'btc-06-connect-failed');
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
    expect(await card.getAttribute('data-state')).toBe('disconnected');
    expect((await readSession(page)).btcAddress).toBe('');

    await failBtcCall(page, 'unisat_wallet', 'requestAccounts', 'reject');
    await connectButton.click();
    await connectButton.and(page.locator(':enabled')).waitFor();
    await page.waitForTimeout(600);
    expect(await page.locator('.adm-toast-main').count()).toBe(0);
    expect(await card.getAttribute('data-state')).toBe('disconnected');

    await failBtcCall(page, 'unisat_wallet', 'requestAccounts', undefined);
    await failBtcCall(page, 'unisat_wallet', 'getChain', 'error');
    await failBtcCall(page, 'unisat_wallet', 'getNetwork', 'error');
    await connectButton.click();
    await page.locator('.adm-toast-main').getByText('Failed to get network info', { exact: true }).waitFor();
    expect(await card.getByTestId('btc-address').textContent()).toBe(FIRST_SHORT);
    expect(await card.getByTestId('btc-network').textContent()).toBe('Unknown');
    await card.getByTestId('btc-network-failed').waitFor();
    await screenshotCard(page, 'btc-07-network-unknown');

    await failBtcCall(page, 'unisat_wallet', 'getChain', undefined);
    await card.getByRole('button', { name: 'Retry' }).click();
    await card.getByTestId('btc-network').getByText('Mainnet', { exact: true }).waitFor();
    expect(await card.getByTestId('btc-network-failed').count()).toBe(0);
    expect((await readSession(page)).btcNetwork).toBe('mainnet');
  });

  it('prefers window.unisat_wallet over window.unisat', async () => {
    const { page, card } = await openMyPage([
      { slot: 'unisat', address: SECOND, chain: 'BITCOIN_TESTNET' },
      { slot: 'unisat_wallet', address: FIRST },
    ]);
    await connect(card);
    expect(await card.getByTestId('btc-address').textContent()).toBe(FIRST_SHORT);
    expect(await card.getByTestId('btc-network').textContent()).toBe('Mainnet');
    expect(await btcWalletCalls(page, 'unisat')).toEqual([]);
    expect((await btcWalletCalls(page, 'unisat_wallet')).length).toBeGreaterThan(0);

    // Only the chosen wallet is listened to.
    await changeBtcChain(page, 'unisat', 'BITCOIN_MAINNET');
    await changeBtcChain(page, 'unisat_wallet', 'BITCOIN_TESTNET');
    await card.getByTestId('btc-network').getByText('Testnet', { exact: true }).waitFor();
  });

  it('asks to switch to the BTC network when the wallet is on another chain', async () => {
    const { page, card } = await openMyPage([
      { slot: 'unisat_wallet', address: FIRST, chain: 'FRACTAL_BITCOIN_MAINNET' },
    ]);
    await connect(card);
    const prompt = card.getByTestId('btc-switch-prompt');
    await prompt.getByText('Switch to BTC network', { exact: true }).waitFor();
    expect(await card.getByTestId('btc-network').textContent()).toBe('Not a Bitcoin network');
    expect((await readSession(page)).btcNetwork).toBe('other');
    await screenshotCard(page, 'btc-08-other-chain');

    await switchTo(page, 'mainnet');
    await expectToast(page, 'Switched to mainnet');
    expect(await prompt.count()).toBe(0);
    expect(await card.getByTestId('btc-network').textContent()).toBe('Mainnet');
  });

  it('on an account change stores the new btcAddress, clears the rest of the session and reloads', async () => {
    const { page, card } = await openMyPage([{ slot: 'unisat_wallet', address: FIRST }], {
      devWalletAccount: 3,
      signIn: true,
    });
    await page.getByTestId('my-profile').waitFor();
    await connect(card);
    const before = await readSession(page);
    expect(before.usermsg.token).toMatch(/\S{30,}/);
    expect(before).toMatchObject({ btcAddress: FIRST, btcNetwork: 'mainnet', signstatus: false });
    await page.evaluate(() => Object.assign(window, { __beforeReload: true }));

    const reloaded = page.waitForEvent('load');
    await changeBtcAccount(page, 'unisat_wallet', SECOND);
    await reloaded;
    expect(await page.evaluate(() => '__beforeReload' in window)).toBe(false);
    const after = await readSession(page);
    expect(after.btcAddress).toBe(SECOND);
    expect(after.btcNetwork).toBe('mainnet');
    expect(after.usermsg).toEqual({ token: '', pid: '' });
    expect(after.userdetail).toBeNull();
    expect(after.signstatus).toBe(true);

    await card.getByTestId('btc-address').getByText(SECOND_SHORT, { exact: true }).waitFor();
    await page.getByText('Sign in to see your account').waitFor();
    // The new account is the stored one now: no second reload.
    await page.evaluate(() => Object.assign(window, { __afterReload: true }));
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => '__afterReload' in window)).toBe(true);
    await screenshotCard(page, 'btc-09-after-account-change');
  });

  it('on a network change stores btcNetwork, without a reload', async () => {
    const { page, card } = await openMyPage([{ slot: 'unisat_wallet', address: FIRST }]);
    await connect(card);
    await page.evaluate(() => Object.assign(window, { __noReload: true }));

    await changeBtcChain(page, 'unisat_wallet', 'BITCOIN_TESTNET');
    await card.getByTestId('btc-network').getByText('Testnet', { exact: true }).waitFor();
    expect((await readSession(page)).btcNetwork).toBe('testnet');

    // Fractal's mainnet calls itself "livenet" in networkChanged; the chain tells it apart.
    await changeBtcChain(page, 'unisat_wallet', 'FRACTAL_BITCOIN_MAINNET');
    await card.getByTestId('btc-switch-prompt').waitFor();
    expect((await readSession(page)).btcNetwork).toBe('other');
    expect((await readSession(page)).btcAddress).toBe(FIRST);
    expect(await page.evaluate(() => '__noReload' in window)).toBe(true);
  });

  it('says no Bitcoin wallet was found without a provider', async () => {
    const { page, card } = await openMyPage([]);
    expect(await card.getAttribute('data-state')).toBe('none');
    await card.getByText('No Bitcoin wallet found', { exact: true }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await screenshotCard(page, 'btc-10-no-wallet');
  });

  it('reads right to left in Persian, with the address still left to right', async () => {
    const { page, card } = await openMyPage([{ slot: 'unisat_wallet', address: FIRST }], {
      language: 'fa_IR',
    });
    await card.getByRole('button', { name: 'اتصال کیف پول بیت‌کوین' }).click();
    await card.getByTestId('btc-address').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await card.getByTestId('btc-address').evaluate((el) => getComputedStyle(el).direction)).toBe(
      'ltr',
    );
    expect(await card.getByTestId('btc-network').textContent()).toBe('شبکهٔ اصلی');
    await screenshotCard(page, 'btc-11-persian');
  });
});
