import type { Browser, Page } from 'playwright-core';
import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevWalletAndSignIn, openApp, settledText } from '../fixtures/app-page';
import { finishCssAnimations, screenshot } from '../fixtures/browser';
import { confirmIn, fillAmount } from '../fixtures/money-form';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');

/** The USDT a figure or prize shows ("1,180.5" or "20 USDT"), in the smallest unit. */
function usdtWei(text: string): bigint {
  return parseUnits(text.replace(/USDT|,|\s/g, ''), 18);
}

/** Available USDT as the assets page shows it, freshly loaded (not a cached figure). */
async function availableUsdtWei(page: Page): Promise<bigint> {
  await page.goto('/#/pages/my/BSCassets');
  await page.reload();
  return usdtWei(await settledText(page, 'platform-available-USDT'));
}

/**
 * SPEC 4 in the browser at 390x844: the tutorial box starts locked with its conditions,
 * a 100 USDT stake unlocks it, it opens with a typed client seed, the prize is claimed into
 * available USDT, and the browser recomputes the draw: every check passes, a tampered seed fails.
 */
describe.skipIf(!chromiumPath)('blind boxes in the browser (390x844)', () => {
  const { baseUrl } = sharedStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('unlocks the tutorial box with a stake, opens it, claims the prize and verifies the draw', async () => {
    // Anvil account 2 has no referrer and no order of its own until this test stakes.
    const { context, page } = await openApp(browser, baseUrl, { devWalletAccount: 2 });
    await connectDevWalletAndSignIn(page);

    await page.goto('/#/pages/blindbox/blindbox');
    const tutorial = page.locator('[data-testid="box-card"][data-kind="tutorial"]');
    await tutorial.waitFor();
    await expect(tutorial.getAttribute('data-state')).resolves.toBe('locked');
    await tutorial.getByText('Unlocks with any one of').waitFor();
    await tutorial.getByText(/ of 100 USDT order$/).waitFor();
    await tutorial.getByText(/ of 1,000 USDT staked by a direct referral$/).waitFor();
    await screenshot(page, '70-boxes-locked');

    await page.getByRole('button', { name: 'Prize table' }).click();
    const sheet = page.getByRole('dialog', { name: 'Prize table' });
    await expect(sheet.getByTestId('prize-row').count()).resolves.toBe(10);
    await screenshot(page, '71-boxes-prize-table');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'My boxes' }).click();
    await page.getByTestId('my-boxes-empty').getByText('No boxes opened yet').waitFor();
    await screenshot(page, '71-boxes-mine-empty');

    // A 100 USDT order unlocks it: deposit, then stake through the UI.
    await page.goto('/#/pages/my/topup');
    await fillAmount(page, '200');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByTestId('deposit-credited').waitFor({ timeout: 60_000 });
    await page.goto('/#/pages/pledge/pledge');
    await page.getByTestId('stake-package-d30').click();
    await fillAmount(page, '100');
    await confirmIn(page, 'Stake');
    const beforeWei = await availableUsdtWei(page);

    await page.goto('/#/pages/blindbox/blindbox');
    await tutorial.and(page.locator('[data-state="unopened"]')).waitFor();
    await screenshot(page, '72-boxes-unlocked');

    await tutorial.getByRole('button', { name: 'Open box' }).click();
    await page.getByTestId('box-commitment').waitFor();
    expect(await page.getByTestId('box-counter').textContent()).toBe('1');
    const seed = page.getByRole('textbox', { name: 'Client seed' });
    expect(await seed.inputValue()).toMatch(/^[0-9a-f]{32}$/);
    await seed.fill('my seed');
    await page.getByText('Use only letters A–Z and a–z, digits, _ and - (no spaces)').waitFor();
    await seed.fill('e2e-typed-seed-7');
    await screenshot(page, '73-boxes-open-form');
    await page.getByTestId('box-confirm-open').click();

    const result = page.getByTestId('box-result');
    await result.waitFor();
    await screenshot(page, '74-boxes-opening');
    // The box bursts open, then the prize rises in (about 2 s): CSS animations, waited out.
    await finishCssAnimations(page);
    const prize = (await page.getByTestId('box-prize').textContent()) ?? '';
    expect(prize).toMatch(/^Prize ([1-9]|10) of 10$/);
    const valueText = (await page.getByTestId('box-prize-value').textContent()) ?? '';
    expect(valueText).toMatch(/^\d+ USDT$/);
    expect(await page.getByTestId('box-gift-card').textContent()).toMatch(/^GC-\d{7}-\d{4}$/);
    await screenshot(page, '74-boxes-prize');

    await page.getByTestId('box-claim').click();
    await page.getByText(`Claimed ${valueText}`).first().waitFor();
    await page.getByTestId('box-claimed').waitFor();
    await screenshot(page, '75-boxes-claimed');

    // Reduced motion: nothing animates, the result is simply there.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(result.evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe('none');
    await page.emulateMedia({ reducedMotion: null });

    await page.getByRole('link', { name: 'Verify this draw' }).click();
    const verdict = page.getByTestId('verify-verdict');
    await verdict.getByText('Verified: all checks passed').waitFor();
    const checks = page.getByTestId('verify-check');
    await expect(checks.count()).resolves.toBe(3);
    for (const passed of await checks.evaluateAll((els) => els.map((el) => el.getAttribute('data-passed')))) {
      expect(passed).toBe('true');
    }
    await expect(page.getByRole('textbox', { name: 'Client seed' }).inputValue()).resolves.toBe(
      'e2e-typed-seed-7',
    );
    await screenshot(page, '76-boxes-verified');

    // A tampered seed fails its commitment, and draws something else.
    const serverSeed = page.getByRole('textbox', { name: 'Server seed', exact: true });
    const revealed = await serverSeed.inputValue();
    await serverSeed.fill(`${revealed[0] === 'f' ? 'e' : 'f'}${revealed.slice(1)}`);
    await verdict.getByText(/^Verification failed/).waitFor();
    await expect(page.locator('[data-check="seed"]').getAttribute('data-passed')).resolves.toBe('false');
    await screenshot(page, '77-boxes-tampered');
    await page.getByRole('button', { name: 'Reset' }).click();
    await verdict.getByText('Verified: all checks passed').waitFor();

    await page.goto('/#/pages/blindbox/myboxes');
    const mine = page.getByTestId('opened-box');
    await mine.first().waitFor();
    await expect(mine.count()).resolves.toBe(1);
    await expect(mine.first().getAttribute('data-claimed')).resolves.toBe('true');
    await screenshot(page, '78-boxes-mine');

    // The prize is in available USDT.
    const afterWei = await availableUsdtWei(page);
    expect(afterWei - beforeWei).toBe(usdtWei(valueText));
    await screenshot(page, '79-boxes-balance');
    await context.close();
  });
});
