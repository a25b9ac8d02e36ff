import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevWalletAndSignIn, openApp } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { confirmIn, fillAmount } from '../fixtures/money-form';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');

/** SPEC 9 in the browser at 390x844: buy $WOOHOO until phase 1 runs out, see the positions. */
describe.skipIf(!chromiumPath)('$WOOHOO sale in the browser (390x844)', () => {
  const { baseUrl } = sharedStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('buys from phase 1 until it runs out, is told "Insufficient quota", and sees the locked positions', async () => {
    const { context, page } = await openApp(browser, baseUrl, { devWalletAccount: 2 });
    await connectDevWalletAndSignIn(page);
    await page.goto('/#/pages/my/topup');
    await fillAmount(page, '600');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByTestId('deposit-credited').waitFor({ timeout: 60_000 });

    await page.goto('/#/pages/ino/ino');
    await page.getByRole('link', { name: 'Locked $WOOHOO sale' }).click();
    await page.getByTestId('woohoo-phase-1').getByText('Open').waitFor();
    // Before a quantity is typed, the summary already says what a unit costs in the open phase.
    await page.getByTestId('woohoo-phase-price').filter({ hasText: '0.1 USDT each' }).waitFor();
    const amount = page.getByRole('spinbutton', { name: 'Amount ($WOOHOO)' });
    await amount.click();
    await amount.press('0');
    await page.getByText(/^Enter 1 to [\d,]+ \$WOOHOO$/).waitFor();
    await amount.press('Backspace');
    expect(await amount.inputValue()).toBe('');
    await amount.fill('5000');
    await page.getByTestId('woohoo-cost').filter({ hasText: '500 USDT' }).waitFor();
    await screenshot(page, '50-woohoo-form');
    await confirmIn(page, 'Buy $WOOHOO');

    await amount.fill('300');
    await page.getByRole('button', { name: 'Buy $WOOHOO', exact: true }).click();
    await page.getByText('Insufficient quota').first().waitFor();
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    await screenshot(page, '51-woohoo-insufficient-quota');

    await amount.fill('200');
    await confirmIn(page, 'Buy $WOOHOO');
    await page.getByTestId('woohoo-phase-2').getByText('Open').waitFor();
    await page.getByTestId('woohoo-phase-1').getByText('Sold out').waitFor();

    await page.getByRole('link', { name: 'Locked positions' }).click();
    const positions = page.getByTestId('position');
    await positions.nth(1).waitFor();
    await expect(positions.first().getAttribute('data-state')).resolves.toBe('locking');
    // SPEC 3's release ratio and shares bought: nothing released yet; the order's units, price, phase.
    await expect(positions.first().getByTestId('position-release-ratio').textContent()).resolves.toBe('0%');
    await expect(positions.first().getByTestId('position-shares-bought').textContent()).resolves.toMatch(
      /^[\d,]+ at 0\.1\d* USDT \(phase 1\)$/,
    );
    await screenshot(page, '52-woohoo-positions');
    await context.close();
  });
});
