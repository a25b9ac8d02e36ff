import { describe, expect, inject, it } from 'vitest';
import { apiCall } from '../fixtures/api-user';
import { connectDevWalletAndSignIn, openApp, sessionToken } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { ownStackForSpec } from '../fixtures/own-stack';
import { auditView, emptyAudit, expectClean, settle } from '../fixtures/page-audit';

const chromiumPath = inject('chromiumPath');

/** Anvil account 9 invites; accounts 1 and 2 are new wallets on this stack (the seed uses 5..8). */
const INVITER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/**
 * The invite link in the browser at 390x844 (SPEC 1 and 4: the binding is permanent; docs/rules.md
 * "The referral team"): before signing in, a new wallet sees who invited it, that the binding is
 * permanent, and chooses to sign in with the referrer or without one; the API shows the result.
 * New wallets are needed, so the spec runs on a stack of its own (fixtures/own-stack.ts).
 */
describe.skipIf(!chromiumPath)('invite link before the sign-in (390x844)', () => {
  const spec = ownStackForSpec(chromiumPath);

  /** The page URL a wallet app's link carries, read back as the app reads it. */
  function carriedUrl(walletId: string, href: string): string {
    if (walletId === 'metamask') return `http://${href.slice('https://link.metamask.io/dapp/'.length)}`;
    if (walletId === 'tokenpocket') return JSON.parse(new URL(href).searchParams.get('params') ?? '{}').url;
    if (walletId === 'okx') {
      return new URL(new URL(href).searchParams.get('deeplink') ?? '').searchParams.get('dappUrl') ?? '';
    }
    return new URL(href).searchParams.get('url') ?? '';
  }

  it('opened with no wallet, names the inviter and hands the invite to every wallet app', async () => {
    // No dev wallet chosen and no provider injected: the phone browser of a chat app's link.
    const { context, page } = await openApp(spec.browser, spec.stack.baseUrl);
    await page.goto(`/#/?ref=${INVITER}`);
    const landing = page.getByTestId('invite-landing');
    await expect(landing.getByTestId('invite-landing-inviter').textContent()).resolves.toBe('0xa0Ee…9720');
    await landing.getByText('The binding is permanent and can never be changed.', { exact: false }).waitFor();
    await screenshot(page, '124-invite-landing', { fullPage: false });
    const audit = emptyAudit();
    await auditView(page, 'invite landing', audit);

    await landing.getByRole('button', { name: 'Connect wallet' }).click();
    const offer = page.getByTestId('no-wallet-offer');
    await expect(offer.getAttribute('data-device')).resolves.toBe('phone');
    const apps = offer.getByRole('list', { name: 'Wallet apps' });
    const links = apps.getByRole('link');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((a) => [a.getAttribute('data-wallet') ?? '', a.getAttribute('href') ?? '']),
    );
    expect(hrefs.map(([id]) => id)).toEqual(['tokenpocket', 'trust', 'metamask', 'okx', 'safepal', 'bitget']);
    for (const [id, href] of hrefs) expect(carriedUrl(id ?? '', href ?? ''), id).toBe(page.url());
    expect(page.url()).toContain(`#/?ref=${INVITER}`);
    await apps.getByRole('button', { name: /Copy the link for Binance Wallet/ }).waitFor();
    await screenshot(page, '125-connect-sheet-no-wallet', { fullPage: false });
    await settle(page);
    await auditView(page, 'connect sheet without a wallet', audit, '[role="dialog"]');
    expectClean(audit, expect);
    await context.close();
  });

  /** Opens the invite link with a new wallet and connects it, up to the invite card. */
  async function openInvite(account: number) {
    const opened = await openApp(spec.browser, spec.stack.baseUrl, { devWalletAccount: account });
    const { page } = opened;
    await page.goto(`/#/?ref=${INVITER}`);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: 'Dev wallet' }).click();
    const card = page.getByTestId('invite-card');
    await card.and(page.locator('[data-status="valid"]')).waitFor();
    return { ...opened, card };
  }

  it('lays the landing and the wallet apps out in Persian (right to left) and Khmer', async () => {
    for (const [code, dir] of [
      ['fa_IR', 'rtl'],
      ['km_KH', 'ltr'],
    ] as const) {
      const { context, page } = await openApp(spec.browser, spec.stack.baseUrl, {
        setup: async (ctx) => {
          await ctx.addInitScript((language) => localStorage.setItem('woohoo.language', language), code);
        },
      });
      await page.goto(`/#/?ref=${INVITER}`);
      const landing = page.getByTestId('invite-landing');
      await landing.getByTestId('invite-landing-inviter').waitFor();
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe(dir);
      await screenshot(page, `124-invite-landing-${code}`, { fullPage: false });
      await landing.getByRole('button').click();
      await page.getByTestId('no-wallet-offer').getByRole('link').first().waitFor();
      await screenshot(page, `125-connect-sheet-no-wallet-${code}`, { fullPage: false });
      await context.close();
    }
  });

  it('shows the inviter and the permanence, then binds only when the invitee chooses to', async () => {
    const inviter = await openApp(spec.browser, spec.stack.baseUrl, { devWalletAccount: 9 });
    await connectDevWalletAndSignIn(inviter.page);
    await inviter.context.close();

    // With the referrer.
    const first = await openInvite(1);
    await expect(first.card.getByTestId('invite-inviter').textContent()).resolves.toBe('0xa0Ee…9720');
    await expect(first.card.getByTestId('invite-inviter').getAttribute('title')).resolves.toBe(INVITER);
    await first.card.getByText('The binding is permanent and can never be changed.').waitFor();
    await first.card.getByRole('button', { name: 'Sign in without a referrer' }).waitFor();
    await screenshot(first.page, '123-invite-card');
    await first.card.getByRole('button', { name: 'Sign in with this referrer' }).click();
    await first.page.getByTestId('session-badge').getByText('Signed in', { exact: true }).waitFor();
    const bound = await apiCall<{ pid: string | null }>(spec.stack.baseUrl, '/api/user/info', {
      token: await sessionToken(first.page),
    });
    expect(bound.pid).toBe(INVITER);
    await first.context.close();

    // Without: the same link, an explicit choice, and no referrer bound.
    const second = await openInvite(2);
    await second.card.getByRole('button', { name: 'Sign in without a referrer' }).click();
    await second.page.getByTestId('session-badge').getByText('Signed in', { exact: true }).waitFor();
    const free = await apiCall<{ pid: string | null }>(spec.stack.baseUrl, '/api/user/info', {
      token: await sessionToken(second.page),
    });
    expect(free.pid).toBeNull();
    await second.context.close();
  });
});
