import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { openApp } from '../fixtures/app-page';
import { launchBrowser } from '../fixtures/browser';

describe('debug my page', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => { browser = await launchBrowser(inject('chromiumPath') as string); });
  afterAll(async () => { await browser?.close(); });
  it('opens the my page repeatedly', async () => {
    for (let i = 0; i < 8; i++) {
      const { context, page } = await openApp(browser, baseUrl);
      const logs: string[] = [];
      page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
      page.on('framenavigated', (f) => logs.push(`nav: ${f.url()}`));
      await page.goto('/#/pages/my/my');
      try {
        await page.getByTestId('btc-wallet').waitFor({ timeout: 8000 });
        console.log(i, 'ok');
      } catch {
        await page.screenshot({ path: `/tmp/dbg/fail-${i}.png` });
        console.log(i, 'FAIL', logs.join('\n'), await page.evaluate(() => document.body.innerText.slice(0, 500)));
      }
      await context.close();
    }
  }, 200000);
});
