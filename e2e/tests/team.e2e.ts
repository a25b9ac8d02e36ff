import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevWalletAndSignIn, openApp } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { confirmIn, fillAmount } from '../fixtures/money-form';
import { operatorCli } from '../fixtures/operator';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');

/** Anvil account 9 invites; account 1 (registered without a referrer) binds through the link. */
const REFERRER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const INVITEE_SHORT = /0x7099…79C8/;

/** The settlement day (21:00 to 21:00 UTC+8) running now, named by the date it ends on. */
function runningDay(now = new Date()): string {
  const boundary = 13 * 3_600_000;
  const dayMs = 86_400_000;
  return new Date(Math.floor((now.getTime() - boundary) / dayMs) * dayMs + dayMs).toISOString().slice(0, 10);
}

/** A settlement day as the English interface writes it (docs/rules.md): 2026-11-26 reads "Nov 26, 2026". */
function englishDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * The referral team (SPEC 1) in the browser at 390x844: a user binds a referrer through an invite
 * link; the referrer sees the new member and, after the day is settled (closed early, as the local
 * run mode allows), the rewards with their explanation.
 */
describe.skipIf(!chromiumPath)('referral team in the browser (390x844)', () => {
  const { baseUrl, dataDir } = sharedStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('binds through an invite link; the referrer sees the member and, after the settlement, the rewards explained', async () => {
    const referrer = await openApp(browser, baseUrl, { devWalletAccount: 9 });
    await connectDevWalletAndSignIn(referrer.page);
    await referrer.page.goto('/#/pages/team/invite');
    const link = (await referrer.page.getByTestId('invite-link').textContent())?.trim() ?? '';
    expect(link).toContain(`#/?ref=${REFERRER}`);
    await referrer.page.getByTestId('invite-qr').waitFor();
    await screenshot(referrer.page, '60-team-invite');

    // The invitee signs in (registering without a referrer if new), then opens the invite link.
    const invitee = await openApp(browser, baseUrl, { devWalletAccount: 1 });
    const page = invitee.page;
    await connectDevWalletAndSignIn(page);
    await page.goto(`/#/?ref=${REFERRER}`);
    await page.goto('/#/pages/team/team');
    await page.getByTestId('team-bind-prompt').getByRole('button', { name: 'Bind referrer' }).click();
    await page.getByText('Filled in from the invite link you opened.').waitFor();
    await screenshot(page, '61-team-bind');
    await page.getByRole('button', { name: 'Bind referrer', exact: true }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByText('Referrer binding is permanent once confirmed.').waitFor();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('team-referrer').waitFor();
    await screenshot(page, '62-team-bound');

    // Her first order of the day: a deposit and a 100 USDT stake.
    await page.goto('/#/pages/my/topup');
    await fillAmount(page, '100');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByTestId('deposit-credited').waitFor({ timeout: 60_000 });
    await page.goto('/#/pages/pledge/pledge');
    await page.getByTestId('stake-package-d30').click();
    await fillAmount(page, '100');
    await confirmIn(page, 'Stake');
    await invitee.context.close();

    await referrer.page.goto('/#/pages/team/team');
    const member = referrer.page.getByTestId('team-member').filter({ hasText: INVITEE_SHORT });
    await member.waitFor();
    await expect(member.getAttribute('data-active')).resolves.toBe('true');
    await screenshot(referrer.page, '63-team-member');

    const day = runningDay();
    const report = await operatorCli(baseUrl, dataDir, ['settle', day, '--early']);
    expect(report).toContain(`day ${day} settled`);
    expect(report).toMatch(/id_referral: \d+ BHC/);

    await referrer.page.goto('/#/pages/team/income');
    // Income details lists each day's reward of a kind as one entry; its lines open on demand.
    for (const kind of ['reward_id_referral', 'reward_generation']) {
      const entry = referrer.page.locator(`[data-testid="income-entry"][data-kind="${kind}"]`).first();
      await entry.getByRole('button', { name: /How it was computed/ }).click();
    }
    const idReferral = referrer.page.locator('[data-testid="reward-line"][data-kind="id_referral"]').first();
    await idReferral.waitFor();
    await expect(idReferral.textContent()).resolves.toMatch(
      /ID referral.*\+50.*BHC.*first order of 0x70(99)?…79C8/,
    );
    const generation = referrer.page.locator('[data-testid="reward-line"][data-kind="generation"]').first();
    await expect(generation.textContent()).resolves.toMatch(/0\.5% of stake order #\d+ \(100 USDT\)/);
    await screenshot(referrer.page, '64-team-income');
    await referrer.page.goto('/#/pages/team/rewards');
    await referrer.page
      .getByText(`Rewards of ${englishDay(day)}`, { exact: false })
      .first()
      .waitFor();
    await screenshot(referrer.page, '65-team-reward-summary');
    await referrer.context.close();
  });
});
