import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openApp } from '../fixtures/app-page';
import { PHONE, screenshot } from '../fixtures/browser';
import { CHROMIUM_ARGS } from '../fixtures/chromium';
import { type Stack, startOwnStack } from '../fixtures/own-stack';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');
const WEB_DIR = resolve(import.meta.dirname, '../../apps/web');
/**
 * No balance was read in this visit (a reload while offline), so the banner does not claim one is
 * shown: the banner says what the page shows.
 */
const OFFLINE_TEXT = 'You are offline. Balances could not be loaded; actions need a connection.';

/** The app's home, as a visitor without a wallet sees it. */
async function waitForHome(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).waitFor();
}

/** The service worker installs after the first paint, when the browser is idle. */
async function waitForServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

async function openTeamTab(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Team' }).click();
  await page.getByRole('heading', { level: 1, name: 'Team', exact: true }).waitFor();
}

/** Width and height of an image as the browser decodes it. */
function imageSize(page: Page, url: string): Promise<string> {
  return page.evaluate(
    (src) =>
      new Promise<string>((done, fail) => {
        const image = new Image();
        image.onload = () => done(`${image.naturalWidth}x${image.naturalHeight}`);
        image.onerror = () => fail(new Error(`${src} did not load`));
        image.src = src;
      }),
    url,
  );
}

/** Every URL in every Cache Storage cache of the page's origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

type Manifest = {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/**
 * In the browser at 390x844: the app is installable (a valid manifest with its icons, a service
 * worker that controls the page), opens offline with a clear offline state, and a new build
 * replaces the old one after a reload.
 */
describe.skipIf(!chromiumPath)('installable app (390x844)', () => {
  const { baseUrl } = sharedStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('links a valid manifest with icons of the right sizes, and a service worker controls the page', async () => {
    // A profile on disk, not the incognito-like context of browser.newContext(): Chromium
    // never offers to install from incognito, and its verdict below would say only that.
    const profile = mkdtempSync(join(tmpdir(), 'woohoo-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      ...PHONE,
      baseURL: baseUrl,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/#/pages/index/index');
    await waitForHome(page);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestUrl = new URL(href ?? '', page.url()).href;
    const response = await context.request.get(manifestUrl);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'WOOHOO',
      short_name: 'WOOHOO',
      display: 'standalone',
      theme_color: '#f3f4f7',
      background_color: '#f3f4f7',
    });
    expect(new URL(manifest.start_url, manifestUrl).href).toBe(`${baseUrl}/#/pages/index/index`);
    expect(new URL(manifest.scope, manifestUrl).href).toBe(`${baseUrl}/`);
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort();
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      await expect(imageSize(page, new URL(icon.src, manifestUrl).href), icon.src).resolves.toBe(icon.sizes);
    }
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    await expect(imageSize(page, new URL(appleIcon ?? '', page.url()).href)).resolves.toBe('180x180');
    // One status-bar colour per theme (the light one is the default, the dark one follows the system).
    const themeColors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) =>
        metas.map((meta) => `${meta.getAttribute('media')} ${meta.getAttribute('content')}`),
      );
    expect(themeColors.map((entry) => entry.toLowerCase())).toEqual([
      '(prefers-color-scheme: light) #f3f4f7',
      '(prefers-color-scheme: dark) #0b0e17',
    ]);

    expect(await waitForServiceWorker(page)).toBe(`${baseUrl}/sw.js`);
    // Chromium's own verdict on the manifest and on installability.
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);

    // The shell is precached; no API answer ever is (money data must be live).
    const cached = await cachedUrls(page);
    expect(cached.some((url) => url.includes('/index.html'))).toBe(true);
    expect(cached.filter((url) => url.includes('/api/'))).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('opens offline: a reload shows home from the cache, with the offline banner', async () => {
    const { context, page } = await openApp(browser, baseUrl);
    await waitForHome(page);
    await waitForServiceWorker(page);
    // Open a page while online, so its code is cached for the visit offline.
    await openTeamTab(page);
    await page.goto('/#/pages/index/index');
    await waitForHome(page);

    await context.setOffline(true);
    // The service worker is offline too: whatever opens now comes from its caches.
    const [worker] = context.serviceWorkers();
    await expect(
      worker?.evaluate(() =>
        fetch('/api/health', { cache: 'no-store' }).then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).resolves.toBe('failed');
    await page.reload();
    await waitForHome(page);
    const banner = page.getByTestId('connection-banner');
    await banner.getByText(OFFLINE_TEXT).waitFor();
    await screenshot(page, '110-installable-offline-home');

    // An inner page opened before: its code comes from the cache, the banner sits under the nav bar.
    await openTeamTab(page);
    await banner.getByText(OFFLINE_TEXT).waitFor();
    const [barBottom, bannerTop] = await Promise.all([
      page
        .locator('header')
        .first()
        .evaluate((header) => header.getBoundingClientRect().bottom),
      banner.evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(Math.abs(bannerTop - barBottom)).toBeLessThanOrEqual(1);
    await screenshot(page, '111-installable-offline-page');

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });

    // A language picked online (a lazily loaded chunk, cached on first use) still works offline.
    await page.evaluate(() => localStorage.setItem('woohoo.language', 'fa_IR'));
    await page.goto('/#/pages/index/index');
    await page.reload();
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
    await context.setOffline(true);
    await page.reload();
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
    await banner.getByText('شما آفلاین هستید', { exact: false }).waitFor();
    await screenshot(page, '112-installable-offline-home-fa');
    await context.close();
  });

  describe('update', () => {
    const builds = { a: 'e2e-build-a', b: 'e2e-build-b' };
    let workDir = '';
    let served = '';
    let stack: Stack;

    /** Deploys a build: the served folder's content is replaced, as a release does. */
    function deploy(build: string) {
      for (const name of readdirSync(served)) rmSync(join(served, name), { recursive: true, force: true });
      cpSync(join(workDir, build), served, { recursive: true });
    }

    // Two production builds of the web app and a stack: over the default 240 s beside the other suites.
    beforeAll(async () => {
      workDir = mkdtempSync(join(tmpdir(), 'woohoo-e2e-pwa-'));
      served = join(workDir, 'served');
      // Two real builds that differ only in their build id (index.html, hence sw.js's precache list).
      const viteDir = dirname(createRequire(join(WEB_DIR, 'package.json')).resolve('vite/package.json'));
      const vite = join(viteDir, 'bin/vite.js');
      for (const id of Object.values(builds)) {
        await promisify(execFile)(process.execPath, [vite, 'build', '--outDir', join(workDir, id)], {
          cwd: WEB_DIR,
          // NODE_ENV: vitest sets it to "test", which would make a development build.
          env: { ...process.env, NODE_ENV: 'production', VITE_BUILD_ID: id },
        });
      }
      cpSync(join(workDir, builds.a), served, { recursive: true });
      stack = await startOwnStack({
        env: { WEB_DIST_DIR: served },
        pgliteTemplate: inject('pgliteTemplate'),
      });
    }, 480_000);
    afterAll(async () => {
      await stack?.stop();
      if (workDir) rmSync(workDir, { recursive: true, force: true });
    });

    /** The build the page runs, read again and again across the reloads the app does itself. */
    async function waitForBuild(page: Page, id: string) {
      const deadline = Date.now() + 60_000;
      let seen: string | null = null;
      while (Date.now() < deadline) {
        seen = await page
          .locator('meta[name="woohoo-build"]')
          .getAttribute('content', { timeout: 1_000 })
          .catch(() => null);
        if (seen === id) return;
        await page.waitForTimeout(250);
      }
      throw new Error(`the page still runs ${seen}, not ${id}`);
    }

    function countNavigations(page: Page): () => number {
      let count = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) count += 1;
      });
      return () => count;
    }

    let context: BrowserContext;
    let page: Page;

    it('replaces the old build with the new one after a reload, reloading once by itself', async () => {
      ({ context, page } = await openApp(browser, stack.baseUrl));
      await waitForHome(page);
      await waitForBuild(page, builds.a);
      await waitForServiceWorker(page);

      deploy(builds.b);
      const navigations = countNavigations(page);
      await page.reload();
      // This load still runs A (its worker serves it); the new worker installs and, with nothing
      // touched on the page, the app lets it take over and reloads once.
      await waitForBuild(page, builds.b);
      await waitForHome(page);
      expect(navigations()).toBe(2);
      await page.reload();
      await waitForBuild(page, builds.b);
      await expect(page.locator('meta[name="woohoo-build"]').getAttribute('content')).resolves.toBe(builds.b);
    });

    it('offers the new build in a banner when the user is busy, and switches only when asked', async () => {
      await waitForHome(page);
      // The user is using the app: a tap anywhere counts.
      await page.getByRole('heading', { level: 1, name: 'WOOHOO' }).click();

      deploy(builds.a);
      const navigations = countNavigations(page);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const banner = page.getByTestId('update-banner');
      await banner.getByText('A new version of WOOHOO is ready.').waitFor({ timeout: 30_000 });
      await screenshot(page, '113-installable-update-banner');
      expect(navigations()).toBe(0);
      await expect(page.locator('meta[name="woohoo-build"]').getAttribute('content')).resolves.toBe(builds.b);

      await banner.getByRole('button', { name: 'Reload' }).click();
      await waitForBuild(page, builds.a);
      await waitForHome(page);
      await context.close();
    });
  });
});
