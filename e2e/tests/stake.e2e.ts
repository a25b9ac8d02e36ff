import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevWalletAndSignIn, openApp } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { confirmIn, fillAmount } from '../fixtures/money-form';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');

/** Staking in the browser at 390x844: stake 100 USDT and see the order with its countdown. */
describe.skipIf(!chromiumPath)('staking in the browser (390x844)', () => {
  const { baseUrl } = sharedStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses 15 USDT, stakes 100 USDT for 30 days and shows the order counting down', async () => {
    const { context, page } = await openApp(browser, baseUrl, { devWalletAccount: 1 });
    await connectDevWalletAndSignIn(page);
    await page.goto('/#/pages/my/topup');
    await fillAmount(page, '200');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByTestId('deposit-credited').waitFor({ timeout: 60_000 });

    await page.goto('/#/pages/pledge/pledge');
    // The first package is chosen from the start, and the summary names it before any amount.
    await page.getByTestId('stake-package').filter({ hasText: '30 days at 0.3% a day' }).waitFor();
    await page.getByTestId('stake-package-d90').click();
    await page.getByTestId('stake-package').filter({ hasText: '90 days at 0.4% a day' }).waitFor();
    await page.getByTestId('stake-package-d30').click();
    await fillAmount(page, '15');
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await page.getByText('The staking amount must be a multiple of 10, at most 1,000 USDT').waitFor();
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    await fillAmount(page, '100');
    await page.getByTestId('stake-daily').filter({ hasText: '0.3 USDT' }).waitFor();
    await screenshot(page, '40-stake-form');
    await confirmIn(page, 'Stake');
    await screenshot(page, '41-stake-done');

    await page.goto('/#/pages/pledge/Pledgerecord');
    const order = page.getByTestId('stake-order').first();
    // A plain staking order is titled as one (it read as a box prize's name before).
    await order.getByText('USDT staking').waitFor();
    const countdown = order.getByTestId('stake-countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/^29 d 23:59:\d\d$/);
    // It counts down by the second: another text within the 1.5 s a fixed wait gave it.
    await expect.poll(() => countdown.textContent(), { timeout: 1_500, interval: 100 }).not.toBe(first);
    await screenshot(page, '42-stake-records');
    await context.close();
  });
});
