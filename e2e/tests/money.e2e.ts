import type { Browser } from 'playwright-core';
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevWalletAndSignIn, openApp } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { confirmIn, fillAmount } from '../fixtures/money-form';
import { operatorCall } from '../fixtures/operator';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');
const ACCOUNT_4 = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
/** Seeded by `npm start`: a registered user to transfer to. */
const ACCOUNT_5 = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

describe.skipIf(!chromiumPath)('money in the browser (390x844)', () => {
  const { baseUrl, dataDir, chainRpcUrl } = sharedStack();
  const chain = createPublicClient({ transport: http(chainRpcUrl) });
  let browser: Browser;
  let usdt: `0x${string}`;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
    const config = await (await fetch(`${baseUrl}/api/config`)).json();
    usdt = config.data.contracts.usdt;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const onChainUsdt = () =>
    chain.readContract({ address: usdt, abi: erc20Abi, functionName: 'balanceOf', args: [ACCOUNT_4] });

  it('deposits on chain, sees the credit, withdraws, gets approved and paid on chain, transfers and swaps', async () => {
    const { context, page } = await openApp(browser, baseUrl, { devWalletAccount: 4 });
    await connectDevWalletAndSignIn(page);
    const startWei = await onChainUsdt();

    // Deposit: approve the maximum, doRecharge, then the indexer credits it.
    await page.goto('/#/pages/my/topup');
    await fillAmount(page, '2000');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    // The moment the deposit is on chain (anvil mines at once, 1 confirmation locally)...
    const depositedWei = startWei - parseUnits('2000', 18);
    while ((await onChainUsdt()) !== depositedWei) await new Promise((r) => setTimeout(r, 25));
    const confirmedAt = Date.now();
    // ...to the moment the page shows the credit, which must take at most 3 seconds.
    await page.getByTestId('deposit-credited').waitFor({ timeout: 60_000 });
    const latencyMs = Date.now() - confirmedAt;
    console.log(`[figure] deposit confirmation to credit shown in the browser: ${latencyMs} ms`);
    expect(latencyMs).toBeLessThan(3000);
    await screenshot(page, '10-deposit-credited');

    // Withdrawal above the auto-approval threshold: it waits for review.
    await page.goto('/#/pages/my/Withdrawcash');
    await fillAmount(page, '1500');
    await page.getByTestId('withdraw-fee').filter({ hasText: /1/ }).waitFor();
    await screenshot(page, '11-withdraw-form');
    const result = await confirmIn(page, 'Withdraw');
    await result.getByText('On-chain reviewing').waitFor();
    await screenshot(page, '12-withdraw-reviewing');

    const {
      items: [pending],
    } = await operatorCall<{ items: { id: string; address: string }[] }>(
      baseUrl,
      dataDir,
      `/withdrawals?status=reviewing&address=${ACCOUNT_4}`,
    );
    expect(pending?.address).toBe(ACCOUNT_4);
    await operatorCall(baseUrl, dataDir, `/withdrawals/${pending?.id}/approve`, { operator: 'e2e' });

    // The payout worker pays 1500 - 1 fee from the treasury.
    const expected = startWei - parseUnits('2000', 18) + parseUnits('1499', 18);
    const deadline = Date.now() + 30_000;
    while ((await onChainUsdt()) !== expected && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 300));
    expect(await onChainUsdt()).toBe(expected);
    await page.goto('/#/pages/my/Withdrawalrecords');
    const paid = page.locator('[data-testid="record-row"][data-status="success"]');
    await paid.first().waitFor({ timeout: 15_000 });
    await screenshot(page, '13-withdrawal-paid');

    // Transfer to a registered user, fee out of the amount.
    await page.goto('/#/pages/my/transfer');
    await page.getByRole('textbox', { name: 'Recipient address' }).fill(ACCOUNT_5);
    await fillAmount(page, '100');
    const sent = await confirmIn(page, 'Transfer');
    await sent.waitFor();
    await screenshot(page, '14-transfer-done');

    // Instant swap USDT -> USDB at 1:1 minus 1%.
    await page.goto('/#/pages/my/Flashexchange');
    // More than any balance here: the fee and the USDB it would bring still show.
    await fillAmount(page, '1000000');
    await page.getByText('Insufficient balance').first().waitFor();
    await page
      .getByTestId('swap-fee')
      .filter({ hasText: /^10,000 USDT$/ })
      .waitFor();
    await page
      .getByTestId('swap-receive')
      .filter({ hasText: /^990,000\s*USDB$/ })
      .waitFor();
    // No balance after for an amount the balance does not cover.
    await page.getByTestId('swap-usdb-after').filter({ hasText: /^—$/ }).waitFor();
    await screenshot(page, '15-swap-over-balance');
    await fillAmount(page, '100');
    await page
      .getByTestId('swap-receive')
      .filter({ hasText: /^99\s*USDB$/ })
      .waitFor();
    // The USDB balance before the swap is 0: after it, what arrives.
    await page
      .getByTestId('swap-usdb-after')
      .filter({ hasText: /^99 USDB$/ })
      .waitFor();
    const swapped = await confirmIn(page, 'Swap');
    await swapped.waitFor();
    await screenshot(page, '15-swap-done');

    // Assets: 2000 in, 1500 out, 100 sent, 100 swapped -> 300 USDT; 99 USDB.
    await page.goto('/#/pages/my/BSCassets');
    await page.getByTestId('platform-available-USDT').filter({ hasText: '300' }).waitFor();
    await page.getByTestId('platform-available-USDB').filter({ hasText: '99' }).waitFor();
    await screenshot(page, '16-assets');

    const report = await (await fetch(`${baseUrl}/api/transparency`)).json();
    expect(report.data.assets.every((r: { invariantHolds: boolean }) => r.invariantHolds)).toBe(true);
    await context.close();
  });
});
