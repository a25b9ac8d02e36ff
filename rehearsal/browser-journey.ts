// The browser journey: the built web app in Chromium (e2e/fixtures/chromium.ts), a phone-sized
// page, an injected EIP-1193 wallet announced through EIP-6963 (e2e/fixtures/test-wallet.ts) on
// chain 56 that signs with one of anvil's unlocked accounts; sign in, then approve and deposit
// from the top-up page and wait for the page to show the credit.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
import { type Browser, chromium } from 'playwright-core';
import { erc20Abi, parseUnits } from 'viem';
import { sessionToken } from '../e2e/fixtures/app-page';
import { PHONE } from '../e2e/fixtures/browser';
import { CHROMIUM_ARGS, findChromium } from '../e2e/fixtures/chromium';
import { installTestWallet } from '../e2e/fixtures/test-wallet';
import type { JourneyFigures } from './api-journey';
import { BSC_CHAIN_ID, type RehearsalChain } from './chain';
import { creditedTime } from './deposit-watch';
import { step, until } from './progress';
import type { Stack } from './stack';

/** An account anvil holds unlocked, so the injected wallet can sign through the RPC. */
const BROWSER_ACCOUNT = ANVIL_ACCOUNTS[1];
const DEPOSIT = parseUnits('100', 18);

export async function browserJourney(
  chain: RehearsalChain,
  stack: Stack,
  runDir: string,
): Promise<JourneyFigures> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (CHROMIUM_PATH, /usr/bin/chromium)');
  await chain.mint(chain.contracts.usdt, BROWSER_ACCOUNT, DEPOSIT);
  const browser: Browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: stack.apiUrls[1] });
    // tsx compiles with esbuild's keepNames, which wraps the wallet's inner functions in calls to
    // a `__name` helper; the function is sent to the page as text, where no helper exists.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await installTestWallet(context, {
      rpcUrl: chain.rpcUrl,
      address: BROWSER_ACCOUNT,
      chainIdHex: `0x${BSC_CHAIN_ID.toString(16)}`,
    });
    const page = await context.newPage();
    const console_ = createWriteStream(join(runDir, 'logs', 'browser-console.log'));
    page.on('console', (message) => console_.write(`${message.type()} ${message.text()}\n`));
    page.on('pageerror', (error) => console_.write(`pageerror ${error.message}\n`));
    const shot = (name: string) => page.screenshot({ path: join(runDir, `${name}.png`), fullPage: true });
    try {
      await page.goto('/#/pages/index/index');
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      await page.getByRole('button', { name: 'Test Wallet' }).click();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByTestId('session-badge')
        .getByText('Signed in', { exact: true })
        .waitFor({ timeout: 60_000 });
      step(`browser journey: ${BROWSER_ACCOUNT} signed in with the injected wallet on replica 2`);

      const balance = () =>
        chain.publicClient.readContract({
          address: chain.contracts.usdt,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [BROWSER_ACCOUNT],
        });
      const start = await balance();
      // The session the page signed in with, to see the credit through the API as well.
      const token = await sessionToken(page);
      await page.goto('/#/pages/my/topup');
      await page.getByRole('textbox', { name: 'Amount' }).fill('100');
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      // The recharge is included when the wallet's USDT leaves it (the approval moves none).
      const includedAt = await until(
        'the browser deposit on chain',
        async () => ((await balance()) === start - DEPOSIT ? Date.now() : undefined),
        { timeoutMs: 120_000, everyMs: 25 },
      );
      step('browser journey: approve and deposit of 100 USDT sent from the page and included');
      const [creditedAt, shownAt] = await Promise.all([
        creditedTime(stack.apiUrls[0], token, (record) => BigInt(record.amount) === DEPOSIT),
        page
          .getByTestId('deposit-credited')
          .waitFor({ timeout: 120_000 })
          .then(() => Date.now()),
      ]);
      const depositCreditMs = creditedAt - includedAt;
      await shot('browser-deposit-credited');
      step(
        `browser journey: deposit credited through the API ${depositCreditMs} ms after inclusion, shown on the page after ${shownAt - includedAt} ms (it polls every half second)`,
      );
      return { depositCreditMs };
    } catch (error) {
      await shot('browser-failure').catch(() => undefined);
      throw error;
    }
  } finally {
    await browser.close();
  }
}
