import type { Browser } from 'playwright-core';
import { createPublicClient, type Hash, http } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevWalletAndSignIn, openApp } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { fillAmount } from '../fixtures/money-form';
import { operatorCli } from '../fixtures/operator';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');

/**
 * The on-chain pool (SPEC 3 and 7) in the browser at 390x844: anvil account 9 deposits USDT into
 * the on-chain pool from its wallet (approve, then deposit), the operator adds a BHC reward, the
 * user claims it; the gas of each transaction the page sent is printed as a figure.
 */
describe.skipIf(!chromiumPath)('the on-chain pool in the browser (390x844)', () => {
  const { baseUrl, dataDir, chainRpcUrl } = sharedStack();
  const chain = createPublicClient({ transport: http(chainRpcUrl) });
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function gasOf(page: import('playwright-core').Page): Promise<bigint> {
    const hash = (await page.getByTestId('pool-tx').getByTestId('tx-hash').getAttribute('title')) as Hash;
    return (await chain.getTransactionReceipt({ hash })).gasUsed;
  }

  it('deposits into the pool, gets a reward from the operator, claims it and withdraws', async () => {
    const { context, page } = await openApp(browser, baseUrl, { devWalletAccount: 9 });
    await connectDevWalletAndSignIn(page);
    await page.goto('/#/pages/pledge/pledge');
    await page.getByRole('link', { name: 'On-chain staking pool' }).click();
    await page.getByTestId('pool-total').filter({ hasText: /\d/ }).waitFor();

    await fillAmount(page, '100');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page
      .locator('[data-testid="pool-tx"][data-state="confirmed"]')
      .getByText('Deposit: transaction confirmed')
      .waitFor({ timeout: 30_000 });
    const depositGas = await gasOf(page);
    await page.getByTestId('pool-mine').filter({ hasText: '100 USDT' }).waitFor();
    await screenshot(page, '60-pool-deposited');

    const added = await operatorCli(baseUrl, dataDir, ['pool', 'reward', '50']);
    expect(added).toMatch(/added 50 BHC to the pool \(transaction 0x[0-9a-f]{64}\)/);
    await page.reload();
    await page
      .getByTestId('pool-reward')
      .filter({ hasText: /[1-9].* BHC/ })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Claim reward' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page
      .locator('[data-testid="pool-tx"][data-state="confirmed"]')
      .getByText('Claim reward: transaction confirmed')
      .waitFor({ timeout: 30_000 });
    const claimGas = await gasOf(page);
    await page.getByTestId('pool-reward').filter({ hasText: '0 BHC' }).waitFor();
    await page.getByRole('tab', { name: 'Claims' }).click();
    await page.getByTestId('pool-record-claim').first().waitFor();
    await screenshot(page, '61-pool-claimed');

    await page.getByRole('tab', { name: 'Withdraw', exact: true }).click();
    await fillAmount(page, '40');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.locator('[data-testid="pool-tx"][data-state="confirmed"]').waitFor({ timeout: 30_000 });
    const withdrawGas = await gasOf(page);
    await page.getByTestId('pool-mine').filter({ hasText: '60 USDT' }).waitFor();
    console.log(
      `[figure] pool gas as the page sends it: deposit ${depositGas}, claim ${claimGas}, withdraw ${withdrawGas}`,
    );
    expect(depositGas).toBeGreaterThan(0n);
    await screenshot(page, '62-pool-withdrawn');
    await context.close();
  });
});
