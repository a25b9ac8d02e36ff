import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../fixtures/browser';

/**
 * How the screenshot pass makes a page hold still, so that two runs of the same code give the
 * same pictures: no motion, no caret, no service worker, one time zone, and the digits of dates
 * and times (which come from the moment the run seeded its data) written as zeros.
 */

/** Stops what reduced motion does not: CSS transitions and animations, the caret, smooth scrolling. */
const STILL_STYLE = `*, *::before, *::after {
  transition: none !important;
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * A phone-sized context (fixtures/browser.ts PHONE) set up for still pictures: reduced motion,
 * UTC, no service worker (its update check could show a toast), the style above in every page.
 */
export async function stillContext(
  browser: Browser,
  baseUrl: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...PHONE,
    baseURL: baseUrl,
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'en-US',
    serviceWorkers: 'block',
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.dataset.screenshotPass = 'still';
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add);
  }, STILL_STYLE);
  return context;
}

/**
 * Waits until the page shows its content and stops changing: no skeleton, loading overlay,
 * spinner, toast or busy region, every font and image loaded, and the same text and height for
 * 400 ms (a hash change renders a lazy page a moment later). A page that never settles (a
 * countdown) is taken as it is after 15 s, and said so.
 */
export async function settle(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const w = window as Window & { stillSince?: number; stillKey?: string };
        const busy =
          document.querySelector(
            '.adm-skeleton, [data-testid="loading-overlay"], .adm-spin-loading, .adm-toast-mask, [aria-busy="true"]',
          ) !== null ||
          document.fonts.status !== 'loaded' ||
          Array.from(document.images).some((image) => !image.complete);
        const key = `${document.body.innerText}|${document.documentElement.scrollHeight}`;
        const now = performance.now();
        if (busy || key !== w.stillKey) {
          w.stillKey = key;
          w.stillSince = now;
          return false;
        }
        return now - (w.stillSince ?? now) >= 400;
      },
      undefined,
      { polling: 100, timeout: 15_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

/**
 * Writes the digits of every date and time as zeros: the text of `<time>` elements and any text
 * with a year (20xx) or a clock time (hh:mm). They come from when the run made its records, so
 * they differ from run to run; their length and place, which the layout depends on, stay.
 */
export async function zeroDateDigits(page: Page) {
  await page.evaluate(() => {
    const datePattern = /\b20\d\d\b|\b\d{1,2}:\d\d\b/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      if (node.parentElement?.closest('time') || datePattern.test(text))
        node.nodeValue = text.replace(/\d/g, '0');
    }
  });
}

/** Settles the page, zeroes its dates, and saves a full-page PNG at `path`; false if it never settled. */
export async function shoot(page: Page, path: string): Promise<boolean> {
  const settled = await settle(page);
  await zeroDateDigits(page);
  await page.evaluate(
    () =>
      new Promise((done) => {
        window.scrollTo(0, 0);
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
  );
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, type: 'png', fullPage: true, animations: 'disabled', caret: 'hide' });
  return settled;
}
