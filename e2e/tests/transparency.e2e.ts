import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUpWallet } from '../fixtures/api-user';
import { openApp } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { operatorAdjust } from '../fixtures/operator';
import { ownStackForSpec } from '../fixtures/own-stack';

const chromiumPath = inject('chromiumPath');

/** The interface language's localStorage key (apps/web/src/lib/i18n/interface-language-storage.ts). */
const LANGUAGE_KEY = 'woohoo.language';
/** More than the local treasury can hold, so an adjustment of it is a shortfall. */
const UNBACKED_USDT = 1_000_000n * 10n ** 18n;

type Report = { healthy: boolean; problems: string[] };

/**
 * The public report's verdict in the browser at 390x844 (docs/rules.md "What backs each asset"):
 * in English and Persian, first healthy, then with a shortfall an operator's adjustment with no
 * deposit behind it makes, then healthy again once it is taken back. The verdict is the first
 * thing on the page, in the reader's language, with the figure. Screenshots
 * e2e/artifacts/transparency-<language>-<state>.jpg are for a person to look at. On a stack of its
 * own (fixtures/own-stack.ts): on a shared one, what other specs paid by rule (box prizes, task
 * rewards) can already be a shortfall, so "healthy" would depend on the order the specs run in.
 */
describe.skipIf(!chromiumPath)('transparency verdict in the browser (390x844)', () => {
  const spec = ownStackForSpec(chromiumPath);

  /**
   * The served report once it reads `healthy`. The public report is rate limited per client
   * (docs/rules.md "Rate limits") and every spec's spec.browser is the same client: a 42900 waits.
   */
  const reportUntil = async (healthy: boolean): Promise<Report> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const body = (await (await fetch(`${spec.stack.baseUrl}/api/transparency`)).json()) as {
        data: Report | null;
      };
      if (body.data?.healthy === healthy) return body.data;
      if (Date.now() > deadline) throw new Error(`the report stayed ${JSON.stringify(body)}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };
  const adjust = (address: string, amountWei: bigint, reason: string) =>
    operatorAdjust(spec.stack.baseUrl, spec.stack.dataDir, address, {
      asset: 'USDT',
      amount: amountWei.toString(),
      reason,
    });
  const openIn = async (language: string): Promise<{ page: Page; close: () => Promise<void> }> => {
    const { context, page } = await openApp(spec.browser, spec.stack.baseUrl, {
      reducedMotion: 'reduce',
      setup: async (c) => {
        await c.addInitScript(({ key, code }) => localStorage.setItem(key, code), {
          key: LANGUAGE_KEY,
          code: language,
        });
      },
    });
    await page.goto('/#/transparency');
    await page.getByTestId('transparency-health').waitFor();
    return { page, close: () => context.close() };
  };
  /** The verdict comes before any asset's figures. */
  const verdictFirst = async (page: Page) => {
    const verdict = await page.getByTestId('transparency-health').boundingBox();
    const firstAsset = await page.getByTestId('transparency-asset-USDT').boundingBox();
    expect(verdict && firstAsset && verdict.y < firstAsset.y).toBe(true);
  };

  it('shows the verdict first in English and Persian, healthy and with a shortfall', async () => {
    const { address } = await signUpWallet(spec.stack.baseUrl);
    expect((await reportUntil(true)).problems).toEqual([]);
    for (const language of ['en_US', 'fa_IR']) {
      const { page, close } = await openIn(language);
      expect(await page.getByTestId('transparency-health').getAttribute('data-healthy')).toBe('true');
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'fa_IR' ? 'rtl' : 'ltr');
      await verdictFirst(page);
      await screenshot(page, `transparency-${language}-healthy`);
      await close();
    }

    await adjust(address, UNBACKED_USDT, 'Credit with nothing behind it (spec.browser test)');
    const short = await reportUntil(false);
    expect(short.problems.find((p) => p.startsWith('USDT: shortfall of'))).toBeDefined();
    for (const language of ['en_US', 'fa_IR']) {
      const { page, close } = await openIn(language);
      const verdicts = page.getByTestId('transparency-verdicts');
      await verdicts.waitFor();
      const line = (await verdicts.textContent()) ?? '';
      if (language === 'en_US') expect(line).toMatch(/^USDT: a shortfall of [\d,.]+ USDT\. Users are owed/);
      // In Persian the line is Persian, with the figures in it.
      else expect(line).toMatch(/[\u0600-\u06FF].*\d/);
      const usdt = page.getByTestId('transparency-asset-USDT');
      expect(await usdt.getByTestId('coverage').getAttribute('data-tone')).toBe('bad');
      await verdictFirst(page);
      await screenshot(page, `transparency-${language}-shortfall`);
      await close();
    }

    // Taken back: healthy again.
    await adjust(address, -UNBACKED_USDT, 'Taking back the credit of the spec.browser test');
    await reportUntil(true);
  });
});
