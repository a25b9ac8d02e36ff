import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevWalletAndSignIn, openApp } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { confirmIn, fillAmount } from '../fixtures/money-form';
import { operatorCall } from '../fixtures/operator';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');
/** The user of this spec (dev wallet account 2) and the local operator (account 9, LOCAL_OPERATOR). */
const USER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const OPERATOR = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const REASON = 'The payout address is flagged by our compliance provider';

type Withdrawal = { id: string; status: string };

/**
 * docs/rules.md "Operators": an operator signs in to the console with a wallet, rejects one
 * withdrawal with a reason and approves another; the user sees both outcomes and the reason; the
 * audit lists both.
 */
describe.skipIf(!chromiumPath)('operator console in the browser', () => {
  const { baseUrl, dataDir } = sharedStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const withdraw = async (page: Page, amount: string) => {
    await page.goto('/#/pages/my/Withdrawcash');
    await fillAmount(page, amount);
    const result = await confirmIn(page, 'Withdraw');
    await result.getByText('On-chain reviewing').waitFor();
  };

  it('rejects one withdrawal with a reason and approves another; the user and the audit see both', async () => {
    // The user asks for two withdrawals that wait for review (1000 USDT or more).
    const user = await openApp(browser, baseUrl, { devWalletAccount: 2 });
    await connectDevWalletAndSignIn(user.page);
    // Backed on chain: a deposit, so the treasury holds what the approved payout sends.
    await user.page.goto('/#/pages/my/topup');
    await fillAmount(user.page, '2600');
    await user.page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await user.page.getByTestId('deposit-credited').waitFor({ timeout: 60_000 });
    await withdraw(user.page, '1200');
    await withdraw(user.page, '1300');
    const waiting = await operatorCall<{ items: Withdrawal[] }>(
      baseUrl,
      dataDir,
      `/withdrawals?status=reviewing&address=${USER}`,
    );
    const [rejected, approved] = waiting.items.slice(-2);
    if (!rejected || !approved) throw new Error('the two withdrawals are not waiting for review');

    // The operator signs in with the dev wallet's account 9, on a phone.
    const operator = await openApp(browser, baseUrl, { devWalletAccount: 9 });
    const ops = operator.page;
    await ops.goto('/#/console');
    await ops.getByRole('button', { name: 'Connect wallet' }).click();
    await ops.getByRole('button', { name: 'Dev wallet' }).click();
    await ops.getByTestId('console-sign-in').click();
    await ops
      .getByTestId('console-operator')
      .filter({ hasText: OPERATOR.slice(0, 6) })
      .waitFor();
    await ops.getByTestId(`withdrawal-row-${rejected.id}`).waitFor();
    await screenshot(ops, '110-console-withdrawals-phone');

    await ops.getByTestId(`reject-${rejected.id}`).click();
    await ops.getByTestId('reject-reason').fill(REASON);
    await screenshot(ops, '111-console-reject-reason');
    await ops.getByTestId('confirm').click();
    await ops.getByTestId(`withdrawal-row-${rejected.id}`).waitFor({ state: 'detached' });

    await ops.getByTestId(`approve-${approved.id}`).click();
    const approveDialog = ops.getByRole('dialog');
    await approveDialog.getByText('1,300').first().waitFor();
    await screenshot(ops, '112-console-approve-confirm');
    await ops.getByTestId('confirm').click();
    await ops.getByTestId(`withdrawal-row-${approved.id}`).waitFor({ state: 'detached' });

    // The audit lists both, by this operator's wallet.
    await ops.getByTestId('console-nav-audit').click();
    const rejectRow = ops.locator('[data-testid^="audit-row-"]', {
      hasText: `withdrawal:${rejected.id}`,
    });
    const approveRow = ops.locator('[data-testid^="audit-row-"]', {
      hasText: `withdrawal:${approved.id}`,
    });
    await rejectRow.filter({ hasText: 'withdrawal.reject' }).waitFor();
    await approveRow.filter({ hasText: 'withdrawal.approve' }).waitFor();
    expect(await rejectRow.textContent()).toContain(OPERATOR);
    expect(await rejectRow.textContent()).toContain(REASON);
    await screenshot(ops, '113-console-audit-phone');
    await ops.setViewportSize({ width: 1280, height: 800 });
    await screenshot(ops, '114-console-audit-laptop');

    // The rules editor previews a change as a diff (a preview writes nothing), with the prize table.
    await ops.getByTestId('console-nav-rules').click();
    const json = ops.getByTestId('rules-json');
    await json.waitFor();
    const rules = JSON.parse(await json.inputValue());
    rules.boxes.prizeWeights[9] = '75';
    await json.fill(JSON.stringify(rules, null, 2));
    await ops.getByTestId('rules-preview').click();
    await ops.getByTestId('rules-changes').filter({ hasText: 'boxes.prizeWeights[9]' }).waitFor();
    await ops.getByTestId('box-prizes').waitFor();
    await screenshot(ops, '117-console-rules-preview-laptop');
    await ops.getByTestId('console-nav-products').click();
    await ops.locator('[data-testid^="product-row-"]').first().waitFor();
    await ops.setViewportSize({ width: 390, height: 844 });
    await screenshot(ops, '118-console-products-phone');

    // The user sees the rejection with its reason, the refund, and the approved one paid.
    await user.page.goto('/#/pages/my/Withdrawalrecords');
    const rows = user.page.getByTestId('record-row');
    const rejectedRow = rows.filter({ hasText: REASON });
    await rejectedRow.waitFor();
    expect(await rejectedRow.getAttribute('data-status')).toBe('rejected');
    await screenshot(user.page, '115-user-sees-rejection');
    // The payout worker pays the approved one on chain; the user's records then say Success.
    const paid = async () =>
      (
        await operatorCall<{ items: Withdrawal[] }>(
          baseUrl,
          dataDir,
          `/withdrawals?status=success&address=${USER}`,
        )
      ).items.some((w) => w.id === approved.id);
    const deadline = Date.now() + 60_000;
    while (!(await paid())) {
      if (Date.now() > deadline) throw new Error(`withdrawal ${approved.id} was not paid within 60 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await user.page.reload();
    await rows.filter({ hasText: '1,300' }).and(user.page.locator('[data-status="success"]')).waitFor();
    expect(await rows.filter({ hasText: REASON }).getAttribute('data-status')).toBe('rejected');
    await screenshot(user.page, '116-user-sees-rejection-and-payout');

    const audit = await operatorCall<{ items: { actor: string; action: string; target: string }[] }>(
      baseUrl,
      dataDir,
      `/audit?actor=${OPERATOR}&action=withdrawal.`,
    );
    expect(audit.items.map((e) => `${e.action} ${e.target}`)).toEqual(
      expect.arrayContaining([
        `withdrawal.reject withdrawal:${rejected.id}`,
        `withdrawal.approve withdrawal:${approved.id}`,
      ]),
    );
    await user.context.close();
    await operator.context.close();
  });
  it('lays the English-only console out left to right when the interface is Persian', async () => {
    const { context, page } = await openApp(browser, baseUrl, {
      setup: async (c) => {
        await c.addInitScript(() => window.localStorage.setItem('woohoo.language', 'fa_IR'));
      },
    });
    const documentLanguage = () =>
      page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.goto('/#/console');
    await page.locator('#console-sign-in-title').waitFor();
    expect(await documentLanguage()).toEqual({ lang: 'en', dir: 'ltr' });
    // Leaving the console gives the document back to the interface language.
    await page.goto('/#/pages/index/index');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect((await documentLanguage()).lang).toMatch(/^fa/);
    await context.close();
  });
});
