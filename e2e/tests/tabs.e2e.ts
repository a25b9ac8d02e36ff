import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevWalletAndSignIn, openApp, sessionToken } from '../fixtures/app-page';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');
if (!chromiumPath) {
  console.warn('\n!!! No Chromium at /usr/bin/chromium: the browser suite is SKIPPED, not passed. !!!\n');
}

/** docs/rules.md "Session across tabs": the tabs of one browser are one session; 40002 is for another device. */
describe.skipIf(!chromiumPath)('a second tab of the same browser (390x844)', () => {
  const { baseUrl } = sharedStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes over the signed-in session without signing in, keeps the first tab signed in, and signs out with it', async () => {
    const { context, page: first } = await openApp(browser, baseUrl, { devWalletAccount: 8 });
    await connectDevWalletAndSignIn(first);
    const token = await sessionToken(first);
    expect(token).toMatch(/\S{30,}/);

    const second = await context.newPage();
    await second.goto('/#/pages/index/index');
    await second.getByTestId('session-badge').getByText('Signed in', { exact: true }).waitFor();
    expect(await sessionToken(second)).toBe(token);
    await expect(second.getByRole('button', { name: 'Sign in' }).count()).resolves.toBe(0);

    // The first tab's token still works: a reload reads the user with it, and nobody was logged out.
    await first.reload();
    await first.getByTestId('session-badge').getByText('Signed in', { exact: true }).waitFor();
    expect(await sessionToken(first)).toBe(token);
    await expect(first.getByText('Logged in elsewhere').count()).resolves.toBe(0);
    const info = await (
      await fetch(`${baseUrl}/api/user/info`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(info.code).toBe(10000);

    // Disconnect in the second tab signs the first out too.
    await second.getByRole('button', { name: 'Disconnect' }).click();
    await first.waitForFunction(
      () => JSON.parse(sessionStorage.getItem('woohoo.session') ?? '{}').usermsg?.token === '',
    );
    await context.close();
  });
});
