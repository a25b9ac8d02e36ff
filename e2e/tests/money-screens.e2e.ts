import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevWalletAndSignIn, openApp } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { confirmIn, fillAmount } from '../fixtures/money-form';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');
/** Seeded by `npm start`: a registered user to transfer to. */
const ACCOUNT_5 = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
/** Never signs in anywhere in the suites: an address the platform does not know. */
const STRANGER = '0x000000000000000000000000000000000000dEaD';

/**
 * The money screens in the browser at 390x844: history that names every entry, errors before
 * Confirm (SPEC 5), record states that move (SPEC 4), and session and wallet agreeing.
 */
describe.skipIf(!chromiumPath)('money screens as a careful user finds them (390x844)', () => {
  const { baseUrl } = sharedStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function deposit(page: Page, amount: string) {
    await page.goto('/#/pages/my/topup');
    await page.getByText('Deposits are credited after 1 block confirmation.').waitFor();
    await fillAmount(page, amount);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByTestId('deposit-credited').waitFor({ timeout: 60_000 });
  }

  it('names every history entry, refuses mistakes before Confirm and follows a withdrawal to Success', async () => {
    const { context, page } = await openApp(browser, baseUrl, { devWalletAccount: 8 });
    await connectDevWalletAndSignIn(page);
    await deposit(page, '500');
    await screenshot(page, '20-deposit-one-confirmation');

    // The withdrawal form names the minimum, and says which amounts wait for review.
    await page.goto('/#/pages/my/Withdrawcash');
    await page.getByText('Withdrawals are paid to your signed-in wallet on WOOHOO Local Chain.').waitFor();
    await fillAmount(page, '5');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('The minimum is 10 USDT').waitFor();
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    await fillAmount(page, '1000');
    await page.getByTestId('withdraw-review-notice').filter({ hasText: 'waits for an operator' }).waitFor();
    await screenshot(page, '21-withdraw-minimum-and-review');

    // A small withdrawal is approved at once; its card follows it to Success with the tx.
    await fillAmount(page, '20');
    const result = await confirmIn(page, 'Withdraw');
    await result.getByText('Success').waitFor({ timeout: 30_000 });
    await result.getByTestId('tx-hash').waitFor();
    await screenshot(page, '22-withdraw-result-success');

    // The transfer form checks the recipient is registered before the sheet opens.
    await page.goto('/#/pages/my/transfer');
    await page.getByRole('textbox', { name: 'Recipient address' }).fill(STRANGER);
    await page.getByTestId('recipient-status').getByText('This address is not a registered user').waitFor();
    await fillAmount(page, '10');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    await screenshot(page, '23-transfer-unregistered');
    await page.getByRole('textbox', { name: 'Recipient address' }).fill(ACCOUNT_5);
    await page.getByTestId('recipient-status').getByText('Registered user').waitFor();
    await confirmIn(page, 'Transfer');

    await page.goto('/#/pages/my/Flashexchange');
    await fillAmount(page, '50');
    await confirmIn(page, 'Swap');

    // Every entry is named, with a human reference, and the hold is one neutral line.
    await page.goto('/#/pages/my/BSCAssetsViewDetails?value1=USDT');
    const rows = page.getByTestId('history-row');
    await rows.filter({ hasText: 'Swap #' }).waitFor();
    await expect(rows.filter({ hasText: 'Unknown type' }).count()).resolves.toBe(0);
    await expect(page.locator('[data-kind="transfer"]').textContent()).resolves.toMatch(
      /Transfer to 0x99…A4dc/,
    );
    const hold = page.locator('[data-kind="withdraw_hold"]');
    await expect(hold.textContent()).resolves.toMatch(/Withdrawal #\d+ on hold, 20 moved to Withdrawing/);
    await expect(hold.locator('[data-sign]').getAttribute('data-sign')).resolves.toBe('move');
    await expect(page.locator('[data-kind="withdraw_payout"]').textContent()).resolves.toMatch(
      /Withdrawal #\d+, tx 0x[0-9a-f]{2}…[0-9a-f]{4}/,
    );
    await expect(page.locator('[data-kind="deposit"]').textContent()).resolves.toMatch(/Deposit #\d+, tx/);
    await screenshot(page, '24-asset-history');
    await context.close();
  });

  it('reconnects after a reload, ends the server session on Disconnect, and keeps toasts off the buttons', async () => {
    const { context, page } = await openApp(browser, baseUrl, { devWalletAccount: 9 });
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: 'Dev wallet' }).click();
    const signIn = page.getByRole('button', { name: 'Sign in' });
    const signInBox = await signIn.boundingBox();
    await signIn.click();
    // The success toast shows away from the button the user just pressed.
    const toast = page.locator('.adm-toast-main');
    await toast.waitFor();
    const toastBox = await toast.boundingBox();
    expect(signInBox && toastBox).toBeTruthy();
    if (signInBox && toastBox) {
      const overlaps =
        toastBox.y < signInBox.y + signInBox.height && signInBox.y < toastBox.y + toastBox.height;
      expect(overlaps).toBe(false);
    }
    await page.getByTestId('session-badge').getByText('Signed in', { exact: true }).waitFor();
    await page.getByTestId('platform-usdt').waitFor();
    await screenshot(page, '25-home-wallet-and-platform');

    // After a reload the dev wallet is connected again and the session still holds.
    await page.reload();
    await page.getByTestId('session-badge').getByText('Signed in', { exact: true }).waitFor();
    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('woohoo.session') ?? '{}').usermsg?.token as string,
    );
    expect(token).toMatch(/\S{30,}/);

    // Disconnect ends the server session: the old token is refused, and connecting asks again.
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor();
    const info = await (
      await fetch(`${baseUrl}/api/user/info`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(info.code).toBe(1012);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: 'Dev wallet' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(page, '26-after-disconnect-sign-in-again');
    await context.close();
  });
});
